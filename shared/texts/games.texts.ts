import type { GameId, MemoryFace } from '../domain/games/activities';
import type { UrgePhase } from '../domain/games/urge-wave';

/** pt-BR texts of the games hub /jogos (issue 14). */
export const gamesTexts = {
  title: 'Para a vontade passar',
  lead: 'A vontade de apostar vem em ondas: sobe, chega ao pico e passa. Escolha algo para fazer enquanto ela passa. Tudo aqui funciona sem internet.',
  helpFirst: 'Se estiver difícil demais agora, fale com alguém:',
  chooseTitle: 'Escolha uma atividade',
  noGambling:
    'Aqui não há pontos, prêmios, moedas nem sorteios: são jogos para acalmar, não para prender você.',
  back: 'Voltar às atividades',
  loading: 'Abrindo…',
  loadFailed: 'Não foi possível abrir agora. Verifique a conexão e tente de novo.',
  retry: 'Tentar de novo',
  playAgain: 'Jogar de novo',
  breathingDone: 'Pronto. Você ficou com você por esses minutos.',
} as const;

/** Each activity's card on the hub and its page's heading. */
export const activityTexts: Record<GameId, { name: string; summary: string; duration: string }> = {
  onda: {
    name: 'Surfar a vontade',
    summary: 'Uma onda desenhada guia você pela vontade: perceber, respirar com ela, deixar passar.',
    duration: '15 ou 20 min',
  },
  respirar: {
    name: 'Respirar',
    summary: 'Um círculo que cresce e diminui marca o ritmo da respiração.',
    duration: '3 min',
  },
  pares: {
    name: 'Pares da memória',
    summary: 'Vire as cartas e encontre os pares de desenhos calmos, no seu tempo.',
    duration: 'uns 3 a 5 min',
  },
  deslizar: {
    name: 'Quebra-cabeça deslizante',
    summary: 'Deslize as peças até os números ficarem em ordem.',
    duration: 'uns 5 min',
  },
};

/** "A vontade passou?", at the end of every activity. */
export const urgeCheckTexts = {
  question: 'A vontade passou?',
  passed: 'Passou',
  notYet: 'Ainda não',
  passedMember:
    'Que bom. Você atravessou mais uma onda. Registrar no check-in ajuda a ver o caminho que você está fazendo.',
  checkinLink: 'Registrar no check-in',
  passedVisitor:
    'Que bom. Você atravessou essa onda, e isso conta. Se quiser acompanhar seus dias e ver o quanto já avançou, crie uma conta gratuita.',
  registerLink: 'Criar minha conta',
  notYetLead: 'Tudo bem, às vezes a onda demora mais. Você não precisa atravessar sozinho.',
  otherActivity: 'Tentar outra atividade',
  copiloto: 'Conversar com o assistente',
  caps: 'Encontrar o CAPS mais perto',
  capsHint: 'Atendimento gratuito do SUS para saúde mental, incluindo problemas com apostas.',
} as const;

/** The urge-surfing timer. */
export const urgeWaveTexts = {
  intro:
    'Surfar a vontade é uma prática da prevenção de recaída baseada em mindfulness: em vez de lutar contra a vontade ou obedecer a ela, você a observa no corpo e respira com ela, como quem surfa uma onda, até ela baixar.',
  lengthLegend: 'Quanto tempo?',
  minutes: (n: number) => `${n} minutos`,
  lengthHint: 'Sente-se ou deite, como for mais confortável. Dá para pausar quando quiser.',
  start: 'Começar',
  pause: 'Pausar',
  resume: 'Continuar',
  stop: 'Parar',
  paused: 'Pausado. Continue quando quiser.',
  remaining: (clock: string) => `Faltam ${clock}`,
  waveLabel: (phase: string, percent: number) => `Onda da vontade: ${phase}, ${percent}% do caminho.`,
  done: 'A onda passou por você. Você ficou com você esse tempo todo.',
  again: 'Surfar de novo',
  source:
    'Fonte: Bowen, S.; Chawla, N.; Marlatt, G. A. Mindfulness-Based Relapse Prevention for Addictive Behaviors: A Clinician’s Guide. Guilford Press, 2011.',
} as const;

export const urgePhaseTexts: Record<UrgePhase, { name: string; prompts: readonly string[] }> = {
  notice: {
    name: 'perceber',
    prompts: [
      'Pare onde está. Sinta os pés no chão e o peso do corpo.',
      'A vontade está aqui. Você não precisa fazer nada com ela agora, só notar.',
      'Onde ela aparece no corpo? No peito, na barriga, nas mãos, na garganta?',
    ],
  },
  rise: {
    name: 'a onda sobe',
    prompts: [
      'Respire com ela: o ar entra devagar e sai mais devagar ainda.',
      'Se ela apertar, deixe apertar. É uma sensação no corpo, não uma ordem.',
      'Pensamentos como “só mais uma” podem vir. Deixe que passem, como carros na rua.',
      'Como ela é? Quente, agitada, pesada? Só observar já é surfar.',
    ],
  },
  peak: {
    name: 'o pico',
    prompts: [
      'Este pode ser o ponto mais forte. Ele não fica para sempre.',
      'Fique na prancha: a respiração segura você enquanto a onda está alta.',
      'Você já atravessou outras ondas. Esta também vai baixar.',
    ],
  },
  fall: {
    name: 'a onda desce',
    prompts: [
      'Note se algo mudou, mesmo que pouco. A vontade se move.',
      'A onda está descendo. Continue respirando no seu ritmo.',
      'Solte os ombros, a mandíbula, as mãos.',
      'Cada onda atravessada sem apostar mostra a você que ela passa.',
    ],
  },
  settle: {
    name: 'voltar',
    prompts: [
      'Volte aos pés no chão e ao ar entrando e saindo.',
      'Pense no próximo passo: um copo de água, sair de perto do celular, falar com alguém.',
    ],
  },
};

/** The memory-pairs game. */
export const memoryTexts = {
  intro:
    'Toque em duas cartas para virá-las. Se os desenhos forem iguais, o par fica aberto. Sem pressa e sem relógio.',
  boardLabel: 'Cartas',
  faceDown: (n: number) => `Carta ${n}, virada para baixo`,
  faceUp: (n: number, face: string) => `Carta ${n}: ${face}`,
  paired: (n: number, face: string) => `Carta ${n}: ${face}, par encontrado`,
  opened: (face: string) => `${face}.`,
  matched: (face: string, found: number, total: number) =>
    `${face}: é um par! ${found} de ${total} pares encontrados.`,
  mismatched: (a: string, b: string) => `${a} e ${b} não combinam. Toque em outra carta para continuar.`,
  progress: (found: number, total: number, moves: number) =>
    `${found} de ${total} pares · ${moves} ${moves === 1 ? 'jogada' : 'jogadas'}`,
  done: (moves: number) => `Você encontrou todos os pares em ${moves} jogadas, no seu ritmo.`,
  keyboardHint: 'No teclado: setas para andar entre as cartas, Enter para virar.',
} as const;

export const memoryFaceNames: Record<MemoryFace, string> = {
  leaf: 'folha',
  sun: 'sol',
  moon: 'lua',
  cloud: 'nuvem',
  flower: 'flor',
  feather: 'pena',
};

/** The sliding puzzle. */
export const puzzleTexts = {
  intro: 'Toque numa peça ao lado do espaço vazio para deslizá-la. Deixe os números em ordem, de 1 a 8.',
  boardLabel: 'Quebra-cabeça',
  tile: (n: number, row: number, col: number, movable: boolean) =>
    `Peça ${n}, linha ${row}, coluna ${col}${movable ? ', pode deslizar' : ''}`,
  empty: (row: number, col: number) => `Espaço vazio, linha ${row}, coluna ${col}`,
  moved: (n: number, inPlace: number, total: number) =>
    `Peça ${n} deslizou. ${inPlace} de ${total} no lugar.`,
  cannotMove: (n: number) => `A peça ${n} não está ao lado do espaço vazio.`,
  moves: (moves: number) => `${moves} ${moves === 1 ? 'movimento' : 'movimentos'}`,
  done: (moves: number) => `Pronto! Os números estão em ordem. Você usou ${moves} movimentos.`,
  keyboardHint: 'No teclado: setas para andar entre as peças, Enter para deslizar.',
} as const;
