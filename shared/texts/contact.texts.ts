/**
 * pt-BR texts of the contact page, /contato (issue 15, part 3), its validation and its e-mails.
 * The 429 answer is in the error catalogue (error.texts.ts: `contact-limit`). Not in the spec;
 * written in its voice: warm, plain, never blaming.
 */
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  type ContactSubject,
} from '../contact-api-types';

const count = (n: number) => n.toLocaleString('pt-BR');

/** The subjects as the form lists them. */
export const contactSubjectLabels: Record<ContactSubject, string> = {
  question: 'Dúvida',
  technical: 'Problema técnico',
  privacy: 'Privacidade e dados (LGPD)',
  press: 'Imprensa',
  partnership: 'Parceria',
};

export const contactValidationTexts = {
  nameTooShort: 'Nome deve ter pelo menos 2 caracteres',
  nameTooLong: `Nome deve ter no máximo ${CONTACT_NAME_MAX} caracteres`,
  subjectRequired: 'Escolha o assunto da mensagem.',
  messageRequired: 'Escreva sua mensagem.',
  messageTooShort: `Sua mensagem precisa ter pelo menos ${CONTACT_MESSAGE_MIN} caracteres.`,
  messageTooLong: `Sua mensagem pode ter no máximo ${count(CONTACT_MESSAGE_MAX)} caracteres.`,
} as const;

export const contactTexts = {
  title: 'Fale com a equipe Virada',
  lead: 'Dúvidas, um problema no app, seus dados, imprensa ou parcerias: escreva para nós. Respondemos por e-mail.',
  helpLabel: 'Ajuda agora',
  notForEmergencies:
    'Este formulário não é para emergências: a resposta pode levar alguns dias. Se está muito difícil agora, ligue para o CVV, a qualquer hora, ou para o SAMU numa emergência.',

  formTitle: 'Escreva para nós',
  nameLabel: 'Nome',
  emailLabel: 'Email',
  emailHint: 'Respondemos neste endereço.',
  subjectLabel: 'Assunto',
  subjectPlaceholder: 'Escolha o assunto',
  messageLabel: 'Mensagem',
  messagePlaceholder: 'Conte com suas palavras. Não precisa colocar senhas nem dados de cartão.',
  submit: 'Enviar mensagem',
  sending: 'Enviando...',

  sentTitle: 'Mensagem recebida',
  sentProtocolLabel: 'Seu número de protocolo',
  sentBody: (email: string) =>
    `Enviamos uma confirmação para ${email}. Guarde o número: ele ajuda a encontrar sua mensagem se você escrever de novo.`,
  sendAnother: 'Escrever outra mensagem',

  offline:
    'Sem conexão: sua mensagem não foi enviada. O texto continua aqui; tente de novo quando a internet voltar.',
  failedTitle: 'Não foi possível enviar',

  privacyTitle: 'Privacidade e proteção de dados',
  privacyWithEmail: 'Para pedidos sobre seus dados pessoais (LGPD), escreva para o encarregado de dados:',
  privacyWithoutEmail:
    'Para pedidos sobre seus dados pessoais (LGPD), use este formulário com o assunto “Privacidade e dados (LGPD)”.',
  privacyTerms: 'Veja também os Termos de Uso e a Política de Privacidade.',
} as const;

/** The e-mails the contact form sends: to the team, and the sender's confirmation. */
export const contactMailTexts = {
  teamSubject: (protocol: string, subject: ContactSubject) =>
    `[Contato ${protocol}] ${contactSubjectLabels[subject]}`,
  teamBody: (m: {
    protocol: string;
    name: string;
    email: string;
    subject: ContactSubject;
    message: string;
  }) =>
    [
      `Protocolo: ${m.protocol}`,
      `Nome: ${m.name}`,
      `Email: ${m.email}`,
      `Assunto: ${contactSubjectLabels[m.subject]}`,
      '',
      m.message,
      '',
      `Para fechar: npm run cli -- contact:close ${m.protocol}`,
    ].join('\n'),
  confirmationSubject: (protocol: string) => `Recebemos sua mensagem (protocolo ${protocol})`,
  // Nothing the sender typed is repeated: anyone can type any address, so this e-mail carries
  // only our own words and the protocol.
  confirmationBody: (m: { protocol: string; subject: ContactSubject }) =>
    [
      'Olá!',
      '',
      `Recebemos sua mensagem sobre “${contactSubjectLabels[m.subject]}”. O número de protocolo é ${m.protocol}.`,
      'Vamos responder neste endereço de e-mail.',
      '',
      'Se está muito difícil agora, você não precisa esperar: ligue 188 (CVV), a qualquer hora, ou 192 (SAMU) numa emergência.',
      '',
      'Se não foi você quem escreveu, pode ignorar este e-mail.',
      '',
      'Equipe Virada',
    ].join('\n'),
} as const;
