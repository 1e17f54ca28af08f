/**
 * Pages whose content later issues build. Each says plainly that the area is being prepared,
 * and nothing on it pretends to work.
 */
export const placeholderPages = {
  '/checkout': { title: 'Pagamento', line: 'O pagamento de sessões com psicólogos está sendo preparado.' },
  '/checkout-test': {
    title: 'Pagamento (teste)',
    line: 'O ambiente de teste de pagamento está sendo preparado.',
  },
  '/contato': { title: 'Contato', line: 'O formulário de contato está sendo preparado.' },
} as const;

export type PlaceholderPath = keyof typeof placeholderPages;
