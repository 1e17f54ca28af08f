/**
 * pt-BR texts of the copiloto (issue 14, part 3): the page, the crisis card and the four guided
 * flows. Not in the spec; written in its voice: warm, plain, never blaming. The flows follow
 * motivational interviewing (open questions, reflections, affirmations, the person's own
 * reasons, their autonomy) and relapse prevention (delay the urge, distance from the trigger, a
 * coping plan, a lapse is not a relapse, no shame after a bet). Facts only from the app's own
 * guides and their sources (complete-recovery-guide.md, budget-calculator.md).
 */
import { CRISIS_LINE, EMERGENCY_LINE } from '../constants';

export const copilotPageTexts = {
  title: 'Copiloto',
  lead: 'Um apoio para os momentos difíceis, a qualquer hora, mesmo sem internet.',
  whoAmI:
    'O copiloto é um assistente com orientações preparadas. Ele não é uma pessoa nem um terapeuta, e não substitui atendimento profissional.',
  privacy:
    'A conversa fica só neste aparelho e some quando você fecha a aba. Nada é enviado, a não ser que você salve no Meu Diário.',
  logLabel: 'Conversa com o copiloto',
  you: 'Você',
  copilot: 'Copiloto',
  inputLabel: 'Sua mensagem',
  inputPlaceholder: 'Escreva do seu jeito…',
  send: 'Enviar',
  repliesLabel: 'Respostas rápidas',
  tooLong: (max: number) => `A mensagem pode ter até ${max.toLocaleString('pt-BR')} caracteres.`,
  saveToDiary: 'Salvar no Meu Diário',
  saving: 'Salvando…',
  saved: 'Conversa salva no Meu Diário.',
  openDiary: 'Abrir o Meu Diário',
  saveFailed: 'Não conseguimos salvar agora. Tente de novo em instantes.',
  nothingToSave: 'Escreva ou escolha uma resposta antes de salvar a conversa.',
  restart: 'Começar de novo',
  visitorDiary: 'Com uma conta gratuita, você pode guardar conversas como esta no seu Meu Diário.',
  visitorRegister: 'Criar conta',
  diaryTitle: 'Conversa com o copiloto',
  diaryCut: '(Início da conversa omitido para caber no diário.)',
  thinking: 'O copiloto está escrevendo…',
  opensElsewhere: '(abre outro site)',
} as const;

/** The optional language model (shown only when the server has one). */
export const copilotLlmTexts = {
  switchLabel: 'Usar IA nas respostas livres',
  explainTitle: 'O que acontece quando a IA está ligada',
  explainSent:
    'Quando você escreve algo que os caminhos preparados não respondem, o texto desta conversa é enviado ao provedor do modelo de IA configurado pelo Virada, para ele responder.',
  explainNotSent:
    'Não são enviados seu nome, seu e-mail, seus registros, seu diário nem nada fora desta conversa. Mensagens sobre crise nunca são enviadas: o CVV aparece na hora.',
  explainOff: 'Desligada, tudo fica no aparelho e o copiloto responde com os caminhos preparados.',
  aiLabel: 'Resposta da IA',
  offline: 'Sem internet agora, então segui com os caminhos preparados, que funcionam offline.',
  limit: 'A IA atingiu o limite de mensagens por agora. Segui com os caminhos preparados.',
  unavailable: 'A IA não conseguiu responder agora. Segui com os caminhos preparados.',
} as const;

export const crisisCardTexts = {
  title: 'Você não está sozinho(a).',
  body: `Obrigado por me contar. O que você está sentindo importa, e dá para atravessar este momento com ajuda. Agora, o mais importante é falar com alguém: o CVV atende de graça, 24 horas, no ${CRISIS_LINE}. Se você estiver em perigo agora, ligue para o SAMU, ${EMERGENCY_LINE}.`,
  keepTalking: 'Estou aqui se quiser continuar conversando.',
} as const;

/** One line of the copiloto's conversation and the choices after it. */
export const copilotTexts = {
  greeting: 'Oi! Eu sou o copiloto do Virada e estou aqui com você agora. Sobre o que você quer conversar?',
  menuAgain: 'Sobre o que você quer conversar agora?',
  fallback:
    'Não tenho certeza se entendi, e tudo bem: às vezes é difícil colocar em palavras. Posso ajudar com um destes caminhos.',
  crisisKeepTalking: 'Quero continuar conversando',
  crisisTalkToSomeone: 'Quero falar com alguém',
  afterCrisis:
    'Estou aqui. Obrigado por continuar. Se a qualquer momento ficar pesado demais, o CVV está no 188, a qualquer hora. Sobre o que você quer conversar?',
  notAnswered: 'Prefiro não responder',
  continue: 'Continuar',
  backToStart: 'Voltar ao início',
  flows: {
    urge: 'Estou com vontade de apostar agora',
    lapse: 'Acabei de apostar',
    debt: 'Estou com dívidas',
    talk: 'Quero falar com alguém',
  },
  urge: {
    start:
      'Que bom que você veio conversar em vez de abrir a aposta. Isso já é uma escolha sua. A vontade vem como uma onda: sobe, chega ao ponto mais alto e depois baixa. Topa esperar 15 minutos antes de decidir qualquer coisa?',
    agreeWait: 'Topo esperar 15 minutos',
    tooStrong: 'Está forte demais',
    strong:
      'Entendo. Quando a vontade está forte, o corpo pede uma ação rápida, e é justamente por isso que vale esperar. Você não precisa vencer a vontade, só não obedecer a ela agora. Vamos começar pelo mais simples?',
    distance:
      'Enquanto esperamos, coloque distância entre você e a aposta: feche o app ou o site, deixe o celular em outro cômodo por alguns minutos ou saia do lugar onde costuma apostar.',
    distanceDone: 'Feito',
    cantLetGo: 'Não consigo largar o celular',
    phoneAlly:
      'Tudo bem, então vamos usar o celular a seu favor, com algo que ocupa as mãos e a cabeça sem nenhuma aposta.',
    surf: 'Surfar a vontade é observar a onda sem obedecer a ela: notar onde ela aparece no corpo, respirar e ver a intensidade mudar. A respiração guiada também ajuda a acalmar o corpo.',
    surfLink: 'Surfar a vontade',
    breatheLink: 'Respirar com calma',
    surfDone: 'Continuar',
    preferTalk: 'Prefiro falar com alguém',
    call: 'Falar com alguém de confiança ajuda a onda a baixar: um amigo, alguém da família, alguém do grupo de apoio. Não precisa explicar tudo. Algo como "estou com vontade de apostar, fica um pouco comigo?" já basta.',
    groupsLink: 'Grupos de apoio: Jogadores Anônimos',
    forumLink: 'Fórum da comunidade',
    block:
      'Para os próximos momentos difíceis: bloquear sites e apps de apostas tira a decisão das suas mãos justo quando a vontade aparece. Leva poucos minutos.',
    blockLink: 'Ver como bloquear as apostas',
    reasons: 'Uma pergunta só sua, se quiser responder: por que você quer ficar sem apostar hoje?',
    reasonsReflection: (answer: string) =>
      `Esse motivo é seu: "${answer}". Ele é mais forte do que a vontade deste momento. Volte a ele sempre que a onda subir.`,
    check: 'A decisão é sua, e você já fez muito ao parar para conversar. Como está a vontade agora?',
    passed: 'A vontade passou',
    stillHere: 'Ainda estou com vontade',
    passedEnd:
      'Você atravessou a onda. Isso mostra que você consegue, e da próxima vez vai lembrar que ela passa. Pode voltar aqui sempre que precisar.',
    stillEnd:
      'Tudo bem, às vezes a onda demora mais. Que tal mais 15 minutos com a respiração ou a onda? E se ficar pesado, falar com alguém agora faz diferença. Se apostar mesmo assim, não é o fim: é um tropeço, e dá para recomeçar.',
  },
  lapse: {
    start:
      'Obrigado por contar. Aqui não tem julgamento. Uma aposta é um tropeço, não o fim do caminho que você já fez, e dá para recomeçar agora mesmo. Como você está se sentindo?',
    guilt: 'Com culpa ou vergonha',
    chase: 'Quero recuperar o que perdi',
    unsure: 'Não sei direito',
    guiltReply:
      'A culpa costuma vir forte depois de apostar. Ela mostra o quanto você se importa em mudar, não quem você é. Você não é a aposta que fez.',
    chaseReply:
      'Essa vontade de recuperar é a armadilha mais comum, e ela faz o buraco crescer: o dinheiro perdido não volta apostando. Vamos proteger o que ainda está com você?',
    unsureReply:
      'Tudo bem não saber. Às vezes vem um pouco de tudo junto. Vamos com calma, um passo de cada vez.',
    register:
      'Se quiser, registre o que aconteceu no seu painel. Registrar não é confessar: ajuda a entender o que puxou a aposta e a se preparar para a próxima vez. Pode ser agora ou depois.',
    registerLink: 'Registrar no painel',
    plan: 'Um plano para as próximas horas: deixe o dinheiro e os cartões fora de alcance (com alguém de confiança, ou tire os cartões dos apps); conte para uma pessoa próxima o que aconteceu; coma alguma coisa e beba água; e tente dormir. Cansaço e fome deixam tudo mais pesado.',
    planAgree: 'Combinado',
    trigger:
      'Se quiser pensar junto: o que aconteceu um pouco antes de apostar? Um lugar, um horário, uma emoção, uma notificação…',
    triggerReflection: (answer: string) =>
      `Obrigado por olhar para isso. Perceber o que veio antes ("${answer}") é o começo de um plano para a próxima vez.`,
    end: 'Recomeçar é agora, não na segunda-feira. Você buscou ajuda logo depois de apostar, e isso conta muito.',
    guideLink: 'Recaída: parte do caminho, não o fim',
  },
  debt: {
    start:
      'Dívida pesa no corpo e na cabeça. Você não precisa resolver tudo hoje: vamos aos primeiros passos, um de cada vez. Antes, uma pergunta importante: o peso das dívidas tem trazido pensamentos de não querer mais viver?',
    noThoughts: 'Não, vamos aos passos',
    yesThoughts: 'Sim, às vezes penso nisso',
    list: 'Primeiro passo: liste todas as dívidas, com quem, quanto, os juros e o que acontece se atrasar. Olhar dá medo, mas o que a gente não vê cresce no escuro.',
    rule: 'Uma regra que protege você: não aposte para pagar dívida, e não pegue empréstimo para apostar nem para pagar apostas. Essa é a armadilha que mais faz o buraco crescer.',
    thinkingLoan: 'Estou pensando em pegar um empréstimo',
    loan: 'Obrigado pela sinceridade. Antes de assinar qualquer coisa, espere pelo menos um dia e converse com alguém de confiança. Um empréstimo feito na pressa costuma virar uma dívida mais cara.',
    bank: 'Depois, converse com o banco e os credores: eles costumam aceitar acordos. Prometa só o que cabe no orçamento, porque um acordo quebrado piora a situação. Se as dívidas ficaram maiores do que a renda consegue pagar, a Lei do Superendividamento (Lei nº 14.181/2021) prevê a renegociação conjunta, e o Procon e a Defensoria Pública orientam sem custo.',
    calculatorLink: 'Calculadora de orçamento',
    guideLink: 'Plano para as dívidas no guia',
    courseLink: 'Curso: Dinheiro e dívidas',
    step: 'Qual desses passos parece possível para você esta semana?',
    stepReflection: (answer: string) =>
      `Um passo escolhido por você: "${answer}". Um de cada vez já é caminho.`,
    end: 'Cuidar das dívidas é cuidar da recuperação. Você pode voltar aqui quando quiser rever o plano.',
  },
  talk: {
    start:
      'Que bom que você quer falar com alguém: procurar ajuda é um ato de coragem. Se for uma emergência ou se você estiver pensando em se machucar, ligue agora para o CVV ou o SAMU. Aqui estão outras pessoas que podem ajudar:',
    therapistsLink: 'Psicólogos',
    groupsLink: 'Jogadores Anônimos (grupos de apoio)',
    forumLink: 'Fórum da comunidade',
    capsLink: 'CAPS mais próximo',
    whatIsCaps: 'O que é o CAPS?',
    whatIsCvv: 'Como funciona o CVV?',
    thanks: 'Obrigado(a)',
    caps: 'O CAPS (Centro de Atenção Psicossocial) é um serviço público e gratuito do SUS que cuida da saúde mental. Na página do CAPS você encontra as unidades mais próximas.',
    cvv: `O CVV (Centro de Valorização da Vida) atende de graça, 24 horas, pelo telefone ${CRISIS_LINE}, com voluntários que escutam sem julgar e em sigilo.`,
    end: 'Você não precisa atravessar isso sozinho(a). Escolha quem faz mais sentido para você agora.',
  },
} as const;
