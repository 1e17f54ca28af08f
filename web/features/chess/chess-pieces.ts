import type { PieceSymbol } from 'chess.js';

/**
 * The pieces as Unicode chess glyphs in the device's own fonts (DejaVu Sans on Linux, Noto Sans
 * Symbols 2 on Android, Apple Symbols on iPhone): nothing to download. Both colours use the solid
 * shapes, filled white or dark by CSS; U+FE0E asks for the text form, not the emoji pawn.
 */
export const PIECE_GLYPHS: Record<PieceSymbol, string> = {
  k: '\u265A\uFE0E',
  q: '\u265B\uFE0E',
  r: '\u265C\uFE0E',
  b: '\u265D\uFE0E',
  n: '\u265E\uFE0E',
  p: '\u265F\uFE0E',
};
