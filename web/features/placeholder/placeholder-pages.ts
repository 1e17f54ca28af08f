/**
 * Pages whose content later issues build. Each says plainly that the area is being prepared,
 * and nothing on it pretends to work.
 */
export const placeholderPages = {
  '/contato': { title: 'Contato', line: 'O formulário de contato está sendo preparado.' },
} as const;

export type PlaceholderPath = keyof typeof placeholderPages;
