import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityCountedNote, activityCountedText } from '../../../web/features/admin/activity-counted-note';

afterEach(cleanup);

/**
 * Issue 18, part 5: the activity figures come from a rollup a minute or two behind; the page says
 * how far they are counted, in São Paulo time, so nobody takes the last minutes for a drop.
 */
describe('activityCountedText', () => {
  const now = new Date('2026-11-28T00:30:00.000Z'); // 21:30 of the 27th in São Paulo

  it('gives the São Paulo time when the count is from today', () => {
    expect(activityCountedText('2026-11-28T00:04:00.000Z', now)).toBe('Atividade contada até 21:04');
  });

  it('gives the day too when it is from an earlier day', () => {
    expect(activityCountedText('2026-11-27T02:59:00.000Z', now)).toBe(
      'Atividade contada até 26/11/2026 às 23:59',
    );
  });

  it('says so before the first count', () => {
    expect(activityCountedText(null, now)).toBe(
      'Atividade ainda não contada: a contagem roda a cada minuto.',
    );
  });

  it('is shown as a line of the page', () => {
    render(<ActivityCountedNote countedTo={null} />);
    expect(screen.getByText(/Atividade ainda não contada/)).toBeTruthy();
  });
});
