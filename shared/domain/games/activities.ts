/**
 * The games hub's activities (issue 14): their ids, which are both the `?jogo=` of /jogos and the
 * label of the `game_started` / `game_played` analytics events.
 */
export const GAME_IDS = ['onda', 'respirar', 'pares', 'deslizar'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** The calm faces of the memory-pairs game (each a lucide icon in the web app). */
export const MEMORY_FACES = ['leaf', 'sun', 'moon', 'cloud', 'flower', 'feather'] as const;
export type MemoryFace = (typeof MEMORY_FACES)[number];

/** The sliding puzzle's width on every screen: 3 × 3 fits a phone with tiles well over 44 px. */
export const PUZZLE_SIZE = 3;
