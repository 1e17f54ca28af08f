/**
 * The community's agreements (issue 12), shown on /community, /chat and the landing page. Apart
 * from the community's other texts so the landing page carries only these.
 */
export const houseRulesTexts = {
  title: 'Combinados da comunidade',
  rules: [
    'Acolha sem julgar: recaída faz parte de muitas histórias.',
    'Nada de links de apostas, dicas de jogo ou promessas de “recuperar perdas”.',
    'Nunca peça nem ofereça dinheiro, empréstimo ou Pix.',
    'Preserve o anonimato: o seu e o dos outros. Não compartilhe telefone nem endereço.',
    'Em crise, ligue para o CVV (188) ou o SAMU (192). A comunidade apoia, mas não substitui ajuda profissional.',
  ],
  groupText: 'Prefere conversar pelo celular? Os mesmos combinados valem no grupo de apoio.',
  groupLink: 'Entrar no grupo de apoio',
} as const;
