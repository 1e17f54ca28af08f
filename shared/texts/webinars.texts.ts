/**
 * Expert webinars (issue 13): the pt-BR texts of the list members read, the admin page, the
 * validation of a webinar and the reminders and cancellation notices. Not in the spec; written
 * in its voice: warm, plain, never blaming.
 */
import { CRISIS_LINE } from '../constants';
import { firstNameOf } from '../domain/person-name';
import { brasiliaWallTime } from '../domain/webinars';

/** Validation of a webinar as admins write it (`webinarInputSchema`). */
export const webinarValidationTexts = {
  titleTooShort: 'O título precisa ter pelo menos 3 caracteres',
  titleTooLong: 'O título pode ter no máximo 120 caracteres',
  speakerNameRequired: 'Informe o nome de quem vai apresentar',
  speakerNameTooLong: 'O nome de quem apresenta pode ter no máximo 80 caracteres',
  speakerCredentialRequired: 'Informe o registro profissional ou a formação (ex.: CRP 06/123456)',
  speakerCredentialTooLong: 'O registro ou a formação pode ter no máximo 120 caracteres',
  startDateInvalid: 'Informe a data no formato AAAA-MM-DD',
  startTimeInvalid: 'Informe o horário de Brasília no formato HH:mm (ex.: 19:30)',
  startInPast: 'O início precisa ser depois de agora (horário de Brasília)',
  durationInvalid: 'A duração deve ser um número inteiro de 15 a 480 minutos',
  descriptionRequired: 'Conte em poucas linhas do que o webinar vai tratar',
  descriptionTooLong: 'A descrição pode ter no máximo 2.000 caracteres',
  liveUrlInvalid: 'O link da transmissão deve ser um endereço https:// completo',
  recordingUrlInvalid: 'O link da gravação deve ser um endereço https:// completo, ou fique em branco',
} as const;

/** '1 hora', '1 h 30 min', '45 minutos'. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} minutos`;
  if (rest === 0) return hours === 1 ? '1 hora' : `${hours} horas`;
  return `${hours} h ${rest} min`;
}

/** '22/11/2026 às 19:30' in Brasília time. */
export function brasiliaDateTimeText(instant: string | number | Date): string {
  const { date, time } = brasiliaWallTime(instant);
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} às ${time}`;
}

/** The member-facing list (`WebinarsSection`). */
export const webinarSectionTexts = {
  title: 'Webinars com especialistas',
  intro:
    'Encontros ao vivo e gratuitos com psicólogos e outros especialistas. Assista de onde estiver, do jeito que for melhor para você.',
  upcoming: 'Próximos webinars',
  past: 'Webinars anteriores',
  loading: 'Carregando os webinars…',
  what: 'os webinars',
  emptyUpcoming:
    'Nenhum webinar marcado por enquanto. Os próximos encontros aparecem aqui assim que forem agendados.',
  emptyPast: 'As gravações aparecem aqui depois que os webinars acontecem.',
  join: 'Quero participar',
  joining: 'Inscrevendo...',
  leave: 'Cancelar inscrição',
  leaving: 'Cancelando...',
  registered: 'Você está inscrito(a). Vamos avisar uma hora antes, por notificação e por e-mail.',
  signInToJoin: 'Entre para participar',
  addToCalendar: 'Adicionar à agenda',
  watchLive: 'Entrar na transmissão',
  startingSoon: 'Começa em instantes',
  liveNow: 'Ao vivo agora',
  cancelled: 'Cancelado',
  cancelledNote: 'Este webinar foi cancelado. Sentimos muito pelo contratempo.',
  watchRecording: 'Assistir à gravação',
  noRecording: 'A gravação ainda não está disponível.',
  speaker: (name: string, credential: string) => `Com ${name} · ${credential}`,
  brasiliaTime: (text: string) => `${text} (horário de Brasília)`,
  yourTime: (text: string, zone: string) => `${text} no seu horário (${zone})`,
  duration: (minutes: number) => `Duração: ${durationText(minutes)}`,
  offlineCopy: (savedAt: string | null) =>
    `Sem conexão agora: esta é a última lista guardada neste aparelho${savedAt ? ` (de ${savedAt})` : ''}. As inscrições voltam a funcionar quando a internet voltar.`,
  joinedTitle: 'Inscrição feita 💙',
  joinedDescription: 'Vamos avisar você uma hora antes do início.',
  leftTitle: 'Inscrição cancelada',
  leftDescription: 'Se mudar de ideia, é só se inscrever de novo.',
  actionFailedTitle: 'Não foi possível concluir agora',
} as const;

/** The admin page `/admin/webinars`. */
export const adminWebinarTexts = {
  pageTitle: 'Administração: webinars',
  heading: 'Webinars',
  intro:
    'Agende webinars com especialistas, acrescente a gravação depois e cancele se preciso. Membros inscritos recebem um lembrete uma hora antes e um aviso se o webinar for cancelado.',
  newWebinar: 'Novo webinar',
  editWebinar: 'Editar webinar',
  title: 'Título',
  speakerName: 'Quem apresenta',
  speakerCredential: 'Registro ou formação',
  speakerCredentialHint: 'Ex.: CRP 06/123456, ou a formação de quem apresenta.',
  startDate: 'Data (horário de Brasília)',
  startTime: 'Início (horário de Brasília)',
  startHint: 'Horário de Brasília (America/Sao_Paulo), mesmo que você esteja em outro fuso.',
  durationMinutes: 'Duração (minutos)',
  description: 'Descrição',
  liveUrl: 'Link da transmissão (https://)',
  recordingUrl: 'Link da gravação (opcional)',
  recordingHint: 'Acrescente depois que o webinar acontecer; aparece para os membros na lista de anteriores.',
  save: 'Salvar',
  saving: 'Salvando...',
  create: 'Agendar webinar',
  cancelEdit: 'Fechar sem salvar',
  edit: 'Editar',
  addRecording: 'Acrescentar gravação',
  cancelWebinar: 'Cancelar webinar',
  confirmCancelTitle: 'Cancelar este webinar?',
  confirmCancel: (title: string, registrations: number) =>
    `"${title}" será marcado como cancelado e ${registrations === 1 ? 'a pessoa inscrita recebe' : `as ${registrations} pessoas inscritas recebem`} um aviso por notificação e por e-mail. Não há como desfazer.`,
  confirmCancelButton: 'Confirmar cancelamento',
  cancelling: 'Cancelando...',
  created: 'Webinar agendado.',
  saved: 'Alterações salvas.',
  cancelledDone: 'Webinar cancelado. Os inscritos vão receber o aviso em instantes.',
  loading: 'Carregando os webinars…',
  what: 'os webinars',
  empty: 'Nenhum webinar ainda. Agende o primeiro com o formulário.',
  registrations: (n: number) => (n === 1 ? '1 inscrição' : `${n} inscrições`),
  remindersSent: (n: number) => `lembretes enviados: ${n}`,
  cancellationNoticesSent: (n: number) => `avisos de cancelamento enviados: ${n}`,
  when: (text: string, duration: string) => `${text} (horário de Brasília) · ${duration}`,
  recording: 'Gravação:',
  statusScheduled: 'Agendado',
  statusCancelled: 'Cancelado',
  statusEnded: 'Realizado',
} as const;

interface NoticeWebinar {
  title: string;
  speakerName: string;
  speakerCredential: string;
  startsAt: string;
  durationMinutes: number;
  liveUrl: string;
}

/** Where a notice opens in the app: the library's webinar list. */
export const WEBINARS_URL = '/learn#webinars';

const signOff = [
  '',
  `Se precisar de apoio agora, ligue para o CVV no ${CRISIS_LINE} (24 horas, gratuito).`,
  '',
  'Com carinho,',
  'Equipe Virada',
];

/** The reminder a registered member gets one hour before the start (push and e-mail). */
export const webinarReminderTexts = {
  push: (w: NoticeWebinar) => ({
    title: 'Seu webinar começa em 1 hora',
    body: `"${w.title}" às ${brasiliaWallTime(w.startsAt).time} (horário de Brasília). Toque para ver o link.`,
  }),
  email: (w: NoticeWebinar, member: { name: string }, publicOrigin: string) => ({
    subject: `Daqui a pouco: "${w.title}" começa em 1 hora`,
    text: [
      `Olá, ${firstNameOf(member.name)}!`,
      '',
      `Falta cerca de uma hora para o webinar "${w.title}", com ${w.speakerName} (${w.speakerCredential}).`,
      '',
      `Começa em ${brasiliaDateTimeText(w.startsAt)} (horário de Brasília) e dura ${durationText(w.durationMinutes)}.`,
      '',
      `Para participar, é só abrir o link na hora: ${w.liveUrl}`,
      '',
      `Se não der para ir desta vez, tudo bem. Quando houver gravação, ela aparece em ${publicOrigin}${WEBINARS_URL}`,
      ...signOff,
    ].join('\n'),
  }),
};

/** The notice every registered member gets when a webinar is cancelled (push and e-mail). */
export const webinarCancelledTexts = {
  push: (w: NoticeWebinar) => ({
    title: 'Webinar cancelado',
    body: `"${w.title}", que seria em ${brasiliaDateTimeText(w.startsAt)}, foi cancelado. Sentimos muito.`,
  }),
  email: (w: NoticeWebinar, member: { name: string }, publicOrigin: string) => ({
    subject: `Webinar cancelado: "${w.title}"`,
    text: [
      `Olá, ${firstNameOf(member.name)}!`,
      '',
      `Precisamos cancelar o webinar "${w.title}", com ${w.speakerName}, que seria em ${brasiliaDateTimeText(w.startsAt)} (horário de Brasília). Sentimos muito pelo contratempo.`,
      '',
      'Você não precisa fazer nada. Os próximos webinars aparecem em',
      `${publicOrigin}${WEBINARS_URL}`,
      ...signOff,
    ].join('\n'),
  }),
};
