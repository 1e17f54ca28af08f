import { ApiError } from '../../lib/api-client';
import { localSaveFailureText } from '../../lib/storage-errors';

/** Page copy of the check-in dialog (the spec fixes the errors; these are our words). */
export const checkinCopy = {
  title: 'Check-in diário',
  description: 'Como foi o seu dia? Leva menos de um minuto e ajuda você a enxergar seu progresso.',
  questionToday: 'Você apostou hoje?',
  questionOn: (date: string) => `Você apostou em ${date}?`,
  moodLabel: 'Como você está se sentindo?',
  tagsLabel: 'Algo mexeu com você?',
  notesLabel: 'Anotações (opcional)',
  notesPlaceholder: 'Algo que queira lembrar? Um gatilho, uma conquista, um sentimento…',
  submit: 'Registrar check-in',
  busy: 'Salvando...',
  cancel: 'Cancelar',
  successTitle: 'Check-in registrado',
  successClean: 'Mais um dia na sua jornada. Cada escolha conta — continue assim! 🌱',
  successRelapse: 'Obrigado por ser honesto. Amanhã é um novo dia, e você não está sozinho. 💙',
} as const;

/**
 * The text of a failed save: the server's pt-BR message when one came back; what to do when the
 * device is out of space (issue 19); else the spec's default (other local storage failures have
 * no message worth showing to the member).
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.body?.message === 'string' && error.body.message)
    return error.body.message;
  return localSaveFailureText(error, fallback);
}
