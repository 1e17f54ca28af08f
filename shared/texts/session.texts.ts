import type { SessionEndReason } from '../live';

/** Reasons after which this device forgot the account and tells the member why (issue 19). */
export type EndedElsewhereReason = Extract<
  SessionEndReason,
  'revoked' | 'password-reset' | 'account-deleted'
>;

/** What the sign-in page says after the session ended somewhere else on purpose. */
export const sessionEndedTexts: Record<EndedElsewhereReason, { title: string; body: string }> = {
  'account-deleted': {
    title: 'Sua conta foi excluída',
    body: 'Sua conta foi excluída em outro aparelho; os registros deste aparelho foram apagados.',
  },
  'password-reset': {
    title: 'Sua senha foi redefinida',
    body: 'A senha da sua conta foi trocada e todas as sessões foram encerradas. Por segurança, os dados da conta foram apagados deste aparelho. Entre com a nova senha para ver tudo de novo.',
  },
  revoked: {
    title: 'Sua sessão foi encerrada',
    body: 'As sessões da sua conta foram encerradas pela equipe Virada. Por segurança, os dados da conta foram apagados deste aparelho. Entre de novo para ver tudo outra vez.',
  },
};

/** Records written on this device that never reached the server before it forgot them. */
export const lostRecordsText = (count: number): string =>
  count === 1
    ? 'Um registro feito neste aparelho ainda não tinha sido enviado e não pôde ser guardado.'
    : `${count} registros feitos neste aparelho ainda não tinham sido enviados e não puderam ser guardados.`;
