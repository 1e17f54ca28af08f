/** The first word of a person's name, for a greeting ('Olá, Ana!'); the whole name if it has none. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] || name.trim();
