import { describe, expect, it } from 'vitest';
import type { ShareScope } from '../../../shared/constants';
import { shareSummary } from '../../../web/features/profile/share-summary';

const who = 'Ana Lima (CRP 06/12345)';

describe('shareSummary', () => {
  it.each<[ShareScope[], string]>([
    [
      ['progress', 'checkins'],
      'Ana Lima (CRP 06/12345) vai poder ver seu progresso e seus check-ins (incluindo recaídas). Suas anotações e seu diário continuam só com você.',
    ],
    [
      ['checkins', 'notes', 'progress'],
      'Ana Lima (CRP 06/12345) vai poder ver seu progresso, seus check-ins (incluindo recaídas) e suas anotações. Seu diário continua só com você.',
    ],
    [
      ['checkins', 'notes', 'progress', 'diary'],
      'Ana Lima (CRP 06/12345) vai poder ver seu progresso, seus check-ins (incluindo recaídas), suas anotações e seu diário.',
    ],
    [
      ['progress'],
      'Ana Lima (CRP 06/12345) vai poder ver seu progresso. Seus check-ins e recaídas, suas anotações e seu diário continuam só com você.',
    ],
    [
      ['checkins', 'notes'],
      'Ana Lima (CRP 06/12345) vai poder ver seus check-ins (incluindo recaídas) e suas anotações. Seu progresso e seu diário continuam só com você.',
    ],
  ])('%o', (scopes, sentence) => {
    expect(shareSummary(who, scopes)).toBe(sentence);
  });

  it('is null when the choice is not a share: nothing, or notes alone', () => {
    expect(shareSummary(who, [])).toBeNull();
    expect(shareSummary(who, ['notes'])).toBeNull();
  });
});
