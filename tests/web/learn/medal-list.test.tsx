import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MEDALS, type MedalRule } from '../../../shared/domain/medals';
import { MEDAL_CATEGORY_TITLES, MedalList } from '../../../web/features/learn/widgets/medal-list';
import { medalRuleText } from '../../../web/features/learn/widgets/medal-rule-text';

afterEach(cleanup);

describe('::medal-list (issue 13)', () => {
  it('lists exactly the catalogue’s medals: every key once, none extra', () => {
    const { container } = render(<MedalList />);
    const keys = [...container.querySelectorAll('[data-medal-key]')].map((el) =>
      el.getAttribute('data-medal-key'),
    );
    expect(keys).toEqual(MEDALS.map((m) => m.key));
    expect(screen.getAllByRole('listitem')).toHaveLength(MEDALS.length);
  });

  it('shows each medal’s icon, title, description and what earns it', () => {
    const { container } = render(<MedalList />);
    for (const medal of MEDALS) {
      const item = container.querySelector(`[data-medal-key="${medal.key}"]`) as HTMLElement;
      expect(item.textContent, medal.key).toContain(medal.icon);
      expect(within(item).getByText(medal.title)).toBeTruthy();
      expect(within(item).getByText(medal.description)).toBeTruthy();
      expect(item.textContent, medal.key).toContain(medalRuleText(medal.rule));
    }
  });

  it('groups the medals under a heading per category, each medal under its own', () => {
    render(<MedalList />);
    const categories = [...new Set(MEDALS.map((m) => m.category))];
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(categories.map((c) => MEDAL_CATEGORY_TITLES[c]));
    for (const category of categories) {
      const section = screen.getByRole('region', { name: MEDAL_CATEGORY_TITLES[category] });
      const titles = within(section)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-medal-key'));
      expect(titles).toEqual(MEDALS.filter((m) => m.category === category).map((m) => m.key));
    }
  });

  it('renders on the server (prerender) the same list', () => {
    const html = renderToString(<MedalList />);
    for (const medal of MEDALS) expect(html).toContain(`data-medal-key="${medal.key}"`);
  });
});

describe('medalRuleText', () => {
  const cases: [MedalRule, string][] = [
    [{ kind: 'streak', days: 1 }, 'Ficar 1 dia inteiro sem apostar.'],
    [{ kind: 'streak', days: 30 }, 'Ficar 30 dias seguidos sem apostar.'],
    [
      { kind: 'savings', cents: 100_000 },
      'Chegar a R$ 1.000,00 economizados, o que você deixou de gastar com apostas.',
    ],
    [{ kind: 'checkinDays', days: 1 }, 'Fazer o seu primeiro check-in.'],
    [{ kind: 'checkinDays', days: 7 }, 'Fazer check-in em 7 dias diferentes.'],
    [{ kind: 'relapseRecorded' }, 'Registrar uma recaída com honestidade.'],
    [{ kind: 'onRequest' }, 'Pedir a sua primeira medalha no painel.'],
    [
      { kind: 'community', metric: 'posts', count: 1 },
      'Publicar a sua primeira mensagem no fórum ou no chat.',
    ],
    [{ kind: 'community', metric: 'posts', count: 5 }, 'Publicar 5 mensagens no fórum ou no chat.'],
    [
      { kind: 'community', metric: 'apoiosGiven', count: 1 },
      'Dar o seu primeiro apoio a uma mensagem de outra pessoa.',
    ],
    [{ kind: 'community', metric: 'apoiosGiven', count: 3 }, 'Dar 3 apoios a mensagens de outras pessoas.'],
    [
      { kind: 'community', metric: 'repliesWithApoio', count: 1 },
      'Receber apoio em uma resposta sua no fórum.',
    ],
    [
      { kind: 'community', metric: 'repliesWithApoio', count: 10 },
      'Receber apoio em 10 respostas suas no fórum.',
    ],
    [{ kind: 'course', courseId: 'primeiros-30-dias' }, 'Concluir o curso “Os primeiros 30 dias”.'],
    [{ kind: 'course', courseId: 'no-such-course' }, 'Concluir um curso da biblioteca.'],
  ];

  it.each(cases)('%j → %s', (rule, text) => {
    expect(medalRuleText(rule)).toBe(text);
  });

  it('covers every rule kind of the catalogue', () => {
    const kinds = new Set(MEDALS.map((m) => m.rule.kind));
    for (const kind of kinds)
      expect(
        cases.some(([rule]) => rule.kind === kind),
        kind,
      ).toBe(true);
  });

  it('gives every medal of the catalogue a sentence of its own kind', () => {
    for (const medal of MEDALS) expect(medalRuleText(medal.rule), medal.key).toMatch(/^\S.*\.$/);
  });
});
