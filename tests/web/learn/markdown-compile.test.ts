import { describe, expect, it } from 'vitest';
import { compileGuide } from '../../../web/content/content-files';
import { compileMarkdown, readingMinutes } from '../../../web/content/markdown-to-blocks';

const guide = (body: string, front = 'category: entender\nupdated: 2026-11-28') =>
  `---\ntitle: Um guia\ndescription: Uma descrição com mais de vinte caracteres.\n${front}\n---\n${body}`;

describe('the content compiler', () => {
  it('turns Markdown into blocks: sections with ids, inline marks, lists, tables, widgets', () => {
    const { blocks, sections } = compileMarkdown(
      [
        'Texto com **força**, *ênfase* e [um link](/journal).',
        '## Dívidas e dinheiro',
        '- um',
        '- dois',
        '### Passo a passo',
        '| A | B |\n|---|---|\n| 1 | 2 |',
        '::budget-calculator',
        '## Dívidas e dinheiro',
      ].join('\n\n'),
      'x.md',
    );
    expect(blocks[0]).toEqual({
      t: 'p',
      c: [
        { t: 'text', v: 'Texto com ' },
        { t: 'strong', c: [{ t: 'text', v: 'força' }] },
        { t: 'text', v: ', ' },
        { t: 'em', c: [{ t: 'text', v: 'ênfase' }] },
        { t: 'text', v: ' e ' },
        { t: 'link', href: '/journal', c: [{ t: 'text', v: 'um link' }] },
        { t: 'text', v: '.' },
      ],
    });
    expect(blocks.map((b) => b.t)).toEqual(['p', 'h', 'list', 'h', 'table', 'widget', 'h']);
    expect(sections).toEqual([
      { id: 'dividas-e-dinheiro', title: 'Dívidas e dinheiro' },
      { id: 'dividas-e-dinheiro-2', title: 'Dívidas e dinheiro' },
    ]);
  });

  it('keeps “:palavra” in running text as text', () => {
    const { text } = compileMarkdown('Atenção:agora, às 10:30.', 'x.md');
    expect(text).toBe('Atenção:agora, às 10:30.');
  });

  it.each([
    ['<b>html</b>', /html is not allowed/],
    ['# Outro título', /use ## and ###/],
    ['![imagem](https://exemplo.org/a.png)', /image is not allowed/],
    ['[site](http://exemplo.org)', /use an app path/],
    ['::calculadora', /unknown interactive part ::calculadora/],
  ])('refuses %s with the file and line', (markdown, message) => {
    expect(() => compileMarkdown(`Texto.\n\n${markdown}`, 'guia.md')).toThrow(message);
    expect(() => compileMarkdown(`Texto.\n\n${markdown}`, 'guia.md')).toThrow(/^guia\.md:3:/);
  });

  it('checks a guide’s frontmatter and that it ends with its sources', () => {
    expect(compileGuide('brain-impact', guide('## Fontes\n\n1. Fonte.'), 'g.md').doc.meta).toMatchObject({
      slug: 'brain-impact',
      title: 'Um guia',
      category: 'entender',
      readingMinutes: 1,
    });
    expect(() => compileGuide('x', guide('## Outra seção'), 'g.md')).toThrow(/ends with its "## Fontes"/);
    expect(() =>
      compileGuide('x', guide('## Fontes', 'category: apostas\nupdated: 2026-11-28'), 'g.md'),
    ).toThrow(/category: unknown category/);
  });

  it('counts reading time at 200 words a minute', () => {
    expect(readingMinutes(Array(200).fill('palavra').join(' '))).toBe(1);
    expect(readingMinutes(Array(201).fill('palavra').join(' '))).toBe(2);
  });
});
