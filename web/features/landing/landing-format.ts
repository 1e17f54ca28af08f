/** Two-digit clock part, e.g. 7 → "07". */
export const pad2 = (value: number): string => String(value).padStart(2, '0');
