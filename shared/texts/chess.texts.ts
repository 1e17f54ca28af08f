import type { ChessLevel } from '../domain/chess/engine-levels';

/** pt-BR texts of the chess game (/chess, issue 14). */
export const chessTexts = {
  title: 'Xadrez',
  intro:
    'Uma partida tranquila contra o computador, para ocupar a cabeça enquanto a vontade passa. Sem pontos, sem prêmios: só o jogo. Funciona sem internet.',
  boardLabel: 'Tabuleiro de xadrez',
  boardHelp:
    'Toque em uma peça sua para ver para onde ela pode ir e toque no destino. No teclado: setas para andar pelas casas, Enter ou Espaço para escolher a peça e o destino.',
  colorLegend: 'Jogar com',
  colors: { w: 'Brancas', b: 'Pretas' },
  colorNextGame: 'A cor vale a partir da próxima partida.',
  levelLegend: 'Nível do computador',
  levels: { iniciante: 'Iniciante', facil: 'Fácil', medio: 'Médio', dificil: 'Difícil' } satisfies Record<
    ChessLevel,
    string
  >,
  newGame: 'Nova partida',
  undo: 'Desfazer jogada',
  status: {
    yourTurn: 'Sua vez.',
    thinking: 'O computador está pensando…',
    check: 'Xeque! Proteja o seu rei.',
    youWon: 'Xeque-mate! Você venceu.',
    computerWon: 'Xeque-mate. O computador venceu desta vez.',
    stalemate: 'Empate por afogamento: quem joga não tem lance, mas não está em xeque.',
    repetition: 'Empate por repetição: a mesma posição apareceu três vezes.',
    insufficient: 'Empate: não há peças suficientes para dar xeque-mate.',
    fiftyMoves: 'Empate pela regra dos 50 lances, sem captura nem lance de peão.',
    playAgain: 'Quer jogar de novo? Toque em “Nova partida”.',
  },
  promotionTitle: 'Promover o peão a',
  cancel: 'Cancelar',
  youMoved: 'Você',
  computerMoved: 'Computador',
  capturedByYou: 'Peças que você capturou',
  capturedByComputer: 'Peças que o computador capturou',
  noneCaptured: 'nenhuma',
  helpNow: 'Precisa de ajuda agora?',
  savedNote: 'A partida fica guardada neste aparelho: você pode fechar e continuar depois.',
} as const;

/** Piece names with their gender, for "peão branco" / "torre preta". */
export const chessPieceWords = {
  p: { name: 'peão', feminine: false },
  n: { name: 'cavalo', feminine: false },
  b: { name: 'bispo', feminine: false },
  r: { name: 'torre', feminine: true },
  q: { name: 'dama', feminine: true },
  k: { name: 'rei', feminine: false },
} as const;
