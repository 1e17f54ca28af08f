/**
 * Server error codes and the pt-BR message each one answers with (DESIGN.md §6b).
 * Messages the spec's catalogue matches on keep its words: the registration form looks for
 * 'Email já está' and 'Dados inválidos' inside the message.
 */
export const errorTexts = {
  'invalid-json': 'Dados inválidos',
  'invalid-encoding': 'Dados inválidos: o texto enviado não está em UTF-8.',
  'validation-failed': 'Dados inválidos',
  'email-taken': 'Email já está cadastrado',
  'invalid-credentials': 'Email ou senha incorretos. Verifique suas credenciais.',
  'not-signed-in': 'Você precisa entrar na sua conta para continuar.',
  /** 401s of a session ended on purpose elsewhere (issue 19; shared/live.ts maps them to reasons). */
  'session-revoked': 'Sua sessão foi encerrada pela equipe Virada. Entre de novo para continuar.',
  'session-password-reset': 'Sua senha foi redefinida e as sessões foram encerradas. Entre com a nova senha.',
  'account-deleted': 'Esta conta foi excluída.',
  'forbidden-origin': 'Pedido recusado: origem não permitida.',
  forbidden: 'Você não tem permissão para acessar isto.',
  'not-found': 'Não encontrado.',
  'payload-too-large': 'Os dados enviados são grandes demais.',
  'unsupported-media-type': 'Os dados devem ser enviados em formato JSON.',
  'too-many-requests': 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  'internal-error': 'Algo deu errado. Tente novamente.',
  'date-in-future': 'A data do registro não pode ser depois de hoje.',
  'not-owner': 'Este registro foi feito em outra conta. Entre nela para enviá-lo.',
  'record-conflict': 'Já existe um registro com este identificador e conteúdo diferente.',
  'record-unstorable':
    'Não conseguimos guardar este registro no servidor. Confira o que foi escrito nele e registre de novo.',
  'unknown-record-type': 'Tipo de registro desconhecido.',
  /** An editable record (a diary entry) changed on another device since this edit's version. */
  'edit-conflict':
    'Este registro foi alterado em outro aparelho. Veja as duas versões e escolha qual guardar.',
  /** An edit of a record that another device deleted: the deletion stands. */
  'record-deleted': 'Este registro foi apagado em outro aparelho.',
  'invite-invalid': 'Código inválido, expirado ou já usado. Peça um novo código ao seu psicólogo.',
  'psychologist-pending':
    'Seu cadastro ainda está em análise. Assim que confirmarmos seu CRP, você poderá receber clientes.',
  'psychologist-only': 'Esta área é exclusiva para psicólogos.',
  'members-only': 'Esta função é exclusiva para membros.',
  'admin-only': 'Esta área é exclusiva da equipe Virada.',
  'crp-taken': 'Este CRP já está cadastrado.',
  'wrong-password': 'Senha incorreta.',
  /** The forum (issue 12). */
  'post-edit-window-closed': 'Só dá para editar uma mensagem nos primeiros 15 minutos depois de publicada.',
  'post-removed': 'Esta mensagem foi removida.',
  'community-suspended':
    'Sua participação na comunidade está pausada pela moderação. Você ainda pode ler as conversas.',
  'pseudonym-change-too-soon': 'Você já trocou de apelido hoje. Tente de novo amanhã.',
  /** Expert webinars (issue 13). */
  'webinar-cancelled': 'Este webinar foi cancelado.',
  'webinar-ended': 'Este webinar já terminou.',
  /** The copiloto's language-model relay (issue 14). */
  'copilot-limit':
    'Você já mandou muitas mensagens para a IA do copiloto nesta hora. Tente de novo daqui a pouco; os caminhos guiados continuam aqui. Se estiver difícil agora, ligue 188 (CVV), a qualquer hora.',
  /** The contact form (issue 15): too many messages from this address or to this e-mail. */
  'contact-limit':
    'Recebemos muitas mensagens daqui nesta hora. Sua mensagem continua na tela: tente de novo daqui a pouco. Se está muito difícil agora, ligue 188 (CVV), a qualquer hora.',
  'copilot-unavailable':
    'A IA do copiloto não está disponível agora. Os caminhos guiados continuam aqui. Se estiver difícil agora, ligue 188 (CVV), a qualquer hora.',
  /** Paid sessions with a psychologist (issue 15). */
  'payment-not-configured': 'Este psicólogo ainda não definiu o valor da sessão e a chave Pix.',
  'payment-expired': 'Este código Pix expirou. Gere um novo para pagar.',
  'payment-amount-mismatch': 'O valor recebido não confere com o valor deste pagamento.',
  'payment-not-test': 'Só um pagamento do modo de teste pode ser simulado.',
  'payment-test-mode-off': 'O modo de teste de pagamentos está desligado neste servidor.',
  'payment-own-confirm': 'Quem confirma o pagamento é o psicólogo que o recebeu.',
  'payment-webhook-signature': 'Assinatura do webhook de pagamento ausente ou inválida.',
  'payment-webhook-stale': 'Evento de pagamento fora da janela de tempo aceita.',
  'reset-token-invalid':
    'Este link de redefinição de senha é inválido, expirou ou já foi usado. Peça um novo link.',
} as const;

export type ErrorCode = keyof typeof errorTexts;

/** The JSON body of every failed API answer. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  details?: FieldIssue[];
}

export interface FieldIssue {
  field: string;
  message: string;
}
