import { Annoyed, Frown, Laugh, Meh, Smile } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Mood } from '../../shared/domain/types';

const face = { size: 26, strokeWidth: 2 } as const;

/** Mood 1–5 with faces and the spec's labels (§2 "Daily check-in dialog"), to pick or to show. */
export const MOOD_FACES: readonly { value: Mood; label: string; icon: ReactNode }[] = [
  { value: 1, label: 'Muito difícil', icon: <Frown {...face} /> },
  { value: 2, label: 'Difícil', icon: <Annoyed {...face} /> },
  { value: 3, label: 'Neutro', icon: <Meh {...face} /> },
  { value: 4, label: 'Bem', icon: <Smile {...face} /> },
  { value: 5, label: 'Muito bem', icon: <Laugh {...face} /> },
];
