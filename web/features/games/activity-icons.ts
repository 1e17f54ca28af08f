import { Grid3x3, Layers, type LucideIcon, WavesHorizontal, Wind } from 'lucide-react';
import type { GameId } from '../../../shared/domain/games/activities';

export const ACTIVITY_ICONS: Record<GameId, LucideIcon> = {
  onda: WavesHorizontal,
  respirar: Wind,
  pares: Layers,
  deslizar: Grid3x3,
};
