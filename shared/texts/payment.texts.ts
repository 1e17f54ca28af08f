import { formatBRL } from '../domain/money';
import type { PixKeyType } from '../domain/pix/pix-key';

/**
 * Paid sessions with a psychologist (issue 15, items 1 and 2): the settings in /therapist-profile,
 * /checkout and /checkout-test, the lists on both sides, the e-mail receipts, and the refusals.
 */
export const paymentValidationTexts = {
  invalidData: 'Dados inválidos',
  priceRequired: 'Informe o valor da sessão.',
  priceInvalid: 'Informe um valor entre R$ 1,00 e R$ 5.000,00.',
  keyTypeRequired: 'Escolha o tipo da chave Pix.',
  keyRequired: 'Informe a chave Pix.',
  keyTooLong: 'A chave Pix tem no máximo 100 caracteres.',
  keyInvalid: {
    cpf: 'CPF inválido. Confira os 11 dígitos.',
    cnpj: 'CNPJ inválido. Confira os 14 dígitos.',
    email: 'E-mail inválido para chave Pix.',
    phone: 'Telefone inválido. Use +55, o DDD e o número, por exemplo +55 11 98765-4321.',
    evp: 'Chave aleatória inválida. Copie a chave do app do seu banco, no formato xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.',
  } satisfies Record<PixKeyType, string>,
  psychologistRequired: 'Escolha um psicólogo.',
  modeInvalid: 'Modo de pagamento inválido.',
} as const;

export const pixKeyTypeLabels: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Telefone',
  evp: 'Chave aleatória',
};

export const paymentSettingsTexts = {
  title: 'Sessões pagas por Pix',
  intro:
    'Defina o valor de uma sessão e a chave Pix que recebe o pagamento. Quem acompanha você pelo Virada pode então agendar e pagar pelo seu perfil.',
  price: 'Valor da sessão (R$)',
  keyType: 'Tipo da chave Pix',
  key: 'Chave Pix',
  save: 'Salvar pagamento',
  saving: 'Salvando…',
  saved: 'Pagamento por Pix salvo.',
  notSet: 'Ainda sem valor e chave Pix: o botão “Agendar e pagar” não aparece no seu perfil.',
  loadError: 'Não conseguimos carregar seus dados de pagamento. Tente de novo.',
} as const;

export const checkoutTexts = {
  title: 'Agendar e pagar',
  testTitle: 'Agendar e pagar — modo de teste',
  testBanner:
    'Modo de teste: nenhum dinheiro é cobrado. Este pagamento usa uma chave de teste e nunca se mistura aos pagamentos reais.',
  bookAndPay: 'Agendar e pagar',
  sessionWith: (name: string) => `Sessão com ${name}`,
  price: (cents: number) => `Valor: ${formatBRL(cents)}`,
  generate: 'Gerar código Pix',
  generating: 'Gerando…',
  scan: 'Aponte a câmera do app do seu banco para o QR code, ou copie o código abaixo.',
  copyPaste: 'Pix copia e cola',
  copy: 'Copiar código',
  copied: 'Código copiado.',
  copyFailed: 'Não deu para copiar. Selecione o código e copie.',
  txid: (txid: string) => `Identificador da transação: ${txid}`,
  expiresAt: (when: string) => `Válido até ${when}.`,
  waiting: 'Aguardando a confirmação do pagamento. Esta página atualiza sozinha.',
  refresh: 'Atualizar',
  confirmed: 'Pagamento confirmado',
  confirmedDetail: 'Enviamos o comprovante para o seu e-mail. O psicólogo também foi avisado.',
  expired: 'Este código Pix expirou. Gere um novo para pagar.',
  simulate: 'Simular pagamento',
  simulating: 'Simulando…',
  noPsychologist: 'Escolha um psicólogo na lista para agendar e pagar.',
  notConfigured: 'Este psicólogo ainda não definiu o valor da sessão e a chave Pix.',
  backToTherapists: 'Ver psicólogos',
  loadError: 'Não conseguimos carregar este pagamento. Confira a conexão e tente de novo.',
  offline: 'Você está sem conexão. O código Pix precisa da internet para ser gerado e confirmado.',
  history: 'Seus pagamentos',
  none: 'Nenhum pagamento ainda.',
} as const;

export const paymentStatusLabels = {
  pending: 'Aguardando pagamento',
  confirmed: 'Pagamento confirmado',
  expired: 'Expirado',
} as const;

export const psychologistPaymentsTexts = {
  title: 'Pagamentos recebidos',
  intro:
    'Confira no app do seu banco se o Pix chegou e confirme aqui: a pessoa vê “pagamento confirmado” e recebe o comprovante.',
  none: 'Nenhum pagamento ainda.',
  confirm: 'Confirmar recebimento',
  confirming: 'Confirmando…',
  confirmedToast: 'Pagamento confirmado. A pessoa recebe o comprovante por e-mail.',
  from: (name: string) => `De ${name}`,
  testTitle: 'Pagamentos do modo de teste',
  testIntro: 'Feitos em /checkout-test: nenhum dinheiro foi cobrado e eles não contam como pagamentos reais.',
} as const;

export const paymentMailTexts = {
  memberSubject: 'Virada: pagamento confirmado',
  psychologistSubject: 'Virada: você recebeu um pagamento',
  memberBody: (p: { name: string; psychologist: string; amount: number; txid: string; when: string }) =>
    [
      `Olá, ${p.name}.`,
      '',
      `Seu pagamento de ${formatBRL(p.amount)} para ${p.psychologist} foi confirmado em ${p.when}.`,
      `Identificador da transação: ${p.txid}`,
      '',
      'Guarde este e-mail como comprovante. Se precisar conversar agora, ligue 188 (CVV), a qualquer hora.',
      '',
      'Equipe Virada',
    ].join('\n'),
  psychologistBody: (p: { name: string; member: string; amount: number; txid: string; when: string }) =>
    [
      `Olá, ${p.name}.`,
      '',
      `O pagamento de ${formatBRL(p.amount)} de ${p.member} foi confirmado em ${p.when}.`,
      `Identificador da transação: ${p.txid}`,
      '',
      'Equipe Virada',
    ].join('\n'),
} as const;
