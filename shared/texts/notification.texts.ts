/** Push reminder texts (issue 5). The spec (§4) names the permission states, not their words. */
export const notificationTexts = {
  reminderTitle: 'Virada',
  reminderBody: 'Como foi seu dia? Faça seu check-in.',
  testTitle: 'Virada',
  testBody: 'Notificação de teste: os lembretes estão funcionando.',
  timeInvalid: 'Informe um horário válido (HH:mm)',
  subscriptionInvalid: 'Inscrição de notificação inválida',
  endpointInvalid: 'Endereço de notificação inválido',
  /** A subscription whose endpoint is not a browser's push service (a local or private address). */
  endpointNotAllowed:
    'Este endereço não é de um serviço de notificações do navegador. Ative os lembretes pelo próprio navegador.',
  enabledInvalid: 'Informe se o lembrete está ligado',
} as const;

/** Where a reminder (and the test notification) takes the member: the dashboard's check-in. */
export const REMINDER_URL = '/dashboard?checkin=1';
