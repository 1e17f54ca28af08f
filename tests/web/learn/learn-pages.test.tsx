import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COURSES } from '../../../shared/domain/learn';
import { MEDALS } from '../../../shared/domain/medals';
import { db } from '../../../web/data/db';
import { ARTICLE_SLUGS } from '../../../web/lib/article-slugs';

vi.mock('@tanstack/react-router', () => ({
  Link: (props: { children: ReactNode; to: string; params?: Record<string, string>; className?: string }) => {
    let href = props.to;
    for (const [key, value] of Object.entries(props.params ?? {})) href = href.replace(`$${key}`, value);
    return (
      <a href={href} className={props.className}>
        {props.children}
      </a>
    );
  },
}));
vi.mock('../../../web/lib/analytics', () => ({ track: vi.fn(), trackView: vi.fn() }));

const { loadGuide, loadLesson } = await import('../../../web/features/learn/content-loader');
const { GuidePage } = await import('../../../web/features/learn/guide-page');
const { LessonPage } = await import('../../../web/features/learn/lesson-page');

const MEMBER = {
  id: 'membro-1',
  name: 'Ana',
  email: 'ana@exemplo.com',
  userType: 'client',
  timezone: 'America/Sao_Paulo',
};

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  localStorage.clear();
});
afterEach(cleanup);

describe('the guides (issue 13)', () => {
  it.each(ARTICLE_SLUGS)('%s renders with its title, its sections and its sources', async (slug) => {
    const guide = (await loadGuide(slug))!;
    render(<GuidePage guide={guide} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(guide.doc.meta.title);
    for (const section of guide.doc.meta.sections)
      expect(document.getElementById(section.id)?.textContent, section.title).toBe(section.title);
    const sources = document.getElementById('fontes')!.nextElementSibling!;
    expect(sources.tagName).toBe('OL');
    expect(within(sources as HTMLElement).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText(/Atualizado em \d+ de \w+ de \d{4}/)).toBeTruthy();
    expect(localStorage.getItem('virada:learn:last-read')).toContain(`/articles/${slug}`);
  });

  it('the medal guide lists exactly the catalogue’s medals', async () => {
    const guide = (await loadGuide('medal-system'))!;
    const { container } = render(<GuidePage guide={guide} />);
    const keys = [...container.querySelectorAll('[data-medal-key]')].map((el) =>
      el.getAttribute('data-medal-key'),
    );
    expect(keys).toEqual(MEDALS.map((m) => m.key));
  });
});

describe('a course lesson', () => {
  const course = COURSES.find((c) => c.lessons.length > 0)!;

  it('a visitor reads it and is invited to sign in to keep progress', async () => {
    const lesson = (await loadLesson(course.id, course.lessons[0]!.id))!;
    render(<LessonPage course={course} lesson={lesson} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(course.lessons[0]!.title);
    expect(screen.getByText(/Entre na sua conta para guardar seu progresso/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Concluir lição' })).toBeNull();
  });

  it('a member answers the quiz, finishes the lesson on this device, and it shows as done', async () => {
    localStorage.setItem('user', JSON.stringify(MEMBER));
    const withQuiz = COURSES.flatMap((c) => c.lessons.map((l) => ({ c, l })));
    let found: { c: (typeof COURSES)[number]; l: { id: string } } | undefined;
    let loaded: Awaited<ReturnType<typeof loadLesson>>;
    for (const candidate of withQuiz) {
      loaded = await loadLesson(candidate.c.id, candidate.l.id);
      if (loaded?.doc.exercise.type === 'quiz') {
        found = candidate;
        break;
      }
    }
    render(<LessonPage course={found!.c} lesson={loaded!} />);
    fireEvent.click(screen.getByRole('button', { name: 'Concluir lição' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Responda às perguntas para concluir a lição.',
    );
    for (const question of screen.getAllByRole('group')) {
      fireEvent.click(within(question).getAllByRole('radio')[0]!);
      fireEvent.click(within(question).getByRole('button', { name: 'Responder' }));
      expect(within(question).getByRole('status').textContent).toMatch(/Isso mesmo!|Não é bem isso./);
    }
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Concluir lição' })));
    await waitFor(async () => expect(await db.lessonProgress.count()).toBe(1));
    expect(await db.outbox.count()).toBe(1);
    expect(await screen.findByText('Lição concluída', { selector: 'p' })).toBeTruthy();
  });
});
