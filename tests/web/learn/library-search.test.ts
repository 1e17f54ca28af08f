import { describe, expect, it } from 'vitest';
import type { SearchEntry } from '../../../web/content/content-types';
import { LibraryIndex } from '../../../web/features/learn/library-search';

const entries: SearchEntry[] = [
  {
    href: '/articles/tigrinho-risks',
    kind: 'guide',
    title: 'Os riscos do "tigrinho"',
    text: 'Jogos como o tigrinho usam um gerador de números aleatórios. A casa sempre leva vantagem no longo prazo.',
  },
  {
    href: '/learn/dinheiro-e-dividas/orcamento',
    kind: 'lesson',
    title: 'Um orçamento simples',
    text: 'Anote o que entra e o que sai. Quem já perdeu dinheiro no tigrinho sabe: olhar os números dói, mas liberta.',
  },
];

describe('the library’s offline search', () => {
  const index = new LibraryIndex(entries);

  it('ignores case and accents in what is typed and in the text', () => {
    expect(index.search('TIGRÍNHO').map((h) => h.href)).toEqual([
      '/articles/tigrinho-risks',
      '/learn/dinheiro-e-dividas/orcamento',
    ]);
    expect(index.search('numeros aleatorios').map((h) => h.href)).toEqual(['/articles/tigrinho-risks']);
    expect(index.search('ORÇAMENTO').map((h) => h.title)).toEqual(['Um orçamento simples']);
  });

  it('needs every word, and puts pages whose title matches first', () => {
    expect(index.search('tigrinho orcamento').map((h) => h.href)).toEqual([
      '/learn/dinheiro-e-dividas/orcamento',
    ]);
    expect(index.search('tigrinho')[0]?.href).toBe('/articles/tigrinho-risks');
    expect(index.search('   ')).toEqual([]);
    expect(index.search('roleta')).toEqual([]);
  });

  it('shows the words around the first match, as written', () => {
    const [hit] = index.search('numeros');
    expect(hit?.snippet).toContain('gerador de números aleatórios');
  });
});
