import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MedalEmailPager } from '../../../web/features/admin/medal-email-list';

afterEach(cleanup);

/** Issue 18: the medal e-mail list comes 50 at a time; the pager moves between pages. */
describe('MedalEmailPager', () => {
  it('says which medals the page shows and moves to the next and previous pages', () => {
    const pages: number[] = [];
    render(<MedalEmailPager list={{ page: 2, pageSize: 50, total: 120 }} onPage={(p) => pages.push(p)} />);
    expect(screen.getByRole('navigation', { name: 'Páginas das medalhas' }).textContent).toContain(
      '51 a 100 de 120',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Próximas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anteriores' }));
    expect(pages).toEqual([3, 1]);
  });

  it('cannot go before the first page or past the last', () => {
    const { rerender } = render(
      <MedalEmailPager list={{ page: 1, pageSize: 50, total: 120 }} onPage={() => undefined} />,
    );
    expect((screen.getByRole('button', { name: 'Anteriores' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<MedalEmailPager list={{ page: 3, pageSize: 50, total: 120 }} onPage={() => undefined} />);
    expect(screen.getByRole('navigation').textContent).toContain('101 a 120 de 120');
    expect((screen.getByRole('button', { name: 'Próximas' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is not shown when every medal fits on one page', () => {
    const { container } = render(
      <MedalEmailPager list={{ page: 1, pageSize: 50, total: 50 }} onPage={() => undefined} />,
    );
    expect(container.textContent).toBe('');
  });
});
