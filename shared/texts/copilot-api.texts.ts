/**
 * pt-BR texts of the copiloto's language-model relay (issue 14): the validation of a request.
 * The 429 and 503 answers are in the error catalogue (error.texts.ts: `copilot-limit`,
 * `copilot-unavailable`). Not in the spec; written in its voice: warm, plain, never blaming.
 */
import { COPILOT_MESSAGE_TEXT_MAX, COPILOT_MESSAGES_MAX } from '../copilot-api-types';

export const copilotValidationTexts = {
  optInRequired:
    'Para conversar com a IA do copiloto, confirme que aceita enviar sua mensagem a ela. Sem isso, nada é enviado.',
  messagesInvalid: 'Não conseguimos ler a conversa. Atualize a página e tente de novo.',
  messagesEmpty: 'Escreva uma mensagem para o copiloto.',
  messagesTooMany: `A conversa pode levar no máximo ${COPILOT_MESSAGES_MAX} mensagens de cada vez.`,
  lastMustBeMember: 'A última mensagem da conversa precisa ser sua.',
  roleInvalid: 'Não conseguimos ler a conversa. Atualize a página e tente de novo.',
  textRequired: 'Escreva uma mensagem para o copiloto.',
  textTooLong: `Cada mensagem pode ter no máximo ${COPILOT_MESSAGE_TEXT_MAX.toLocaleString('pt-BR')} caracteres.`,
} as const;
