/** Meu Diário (issue 10: not in the spec, written in its voice). */
export const journalTexts = {
  textRequired: 'Escreva alguma coisa antes de salvar',
  textTooLong: 'O texto pode ter no máximo 10.000 caracteres',
  titleTooLong: 'O título pode ter no máximo 120 caracteres',
  dateInvalid: 'Escolha uma data entre 01/01/2000 e hoje',
  moodInvalid: 'Escolha um humor de 1 a 5',
  versionInvalid: 'Dados inválidos',
} as const;
