import type { HeldRule } from '../domain/community-safety';

/**
 * Why a post waits for a moderator (issue 12: not in the spec, written in its voice). Said to
 * its author only; it never blames, and it says what happens next.
 */
export const HELD_REASON_TEXTS: Record<HeldRule, string> = {
  'betting-link':
    'Sua mensagem tem um link de site de apostas ou cassino. Para proteger quem está se recuperando, ela vai ser revisada pela moderação antes de aparecer.',
  'recover-losses':
    'Sua mensagem parece oferecer um jeito de recuperar perdas ou de ganhar com apostas. Ela vai ser revisada pela moderação antes de aparecer.',
  'loan-or-pix':
    'Sua mensagem fala de empréstimo, Pix ou dados de pagamento. Para evitar golpes, ela vai ser revisada pela moderação antes de aparecer.',
  'phone-number':
    'Sua mensagem tem um número de telefone. Para proteger o anonimato de todos, ela vai ser revisada pela moderação antes de aparecer.',
};

/** Shown to the author of a post with crisis language, above the crisis card (CVV 188, SAMU 192). */
export const communityCrisisTexts = {
  title: 'Você não precisa passar por isso sozinho(a)',
  body: 'Sua mensagem foi publicada. Se a vontade de desistir de tudo apertar, fale agora com alguém:',
} as const;

/** Validation of what a member writes in the forum. */
export const forumValidationTexts = {
  categoryInvalid: 'Escolha uma categoria',
  titleTooShort: 'O título precisa ter pelo menos 3 caracteres',
  titleTooLong: 'O título pode ter no máximo 120 caracteres',
  textRequired: 'Escreva sua mensagem antes de publicar',
  textTooLong: 'A mensagem pode ter no máximo 5.000 caracteres',
  reasonRequired: 'Conte em poucas palavras o que há de errado com esta mensagem',
  reasonTooLong: 'O motivo pode ter no máximo 500 caracteres',
  idInvalid: 'Dados inválidos',
} as const;
