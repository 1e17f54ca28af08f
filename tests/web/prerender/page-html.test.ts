import { describe, expect, it } from 'vitest';
import { ORIGIN_PLACEHOLDER } from '../../../shared/web-build';
import { pageHtml } from '../../../web/prerender/page-html';

const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta name="description" content="A descrição do app" />
    <title>Virada — o app</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = {
  head: { title: 'Entrar · Virada', description: 'Entre e "continue" <já>', canonicalPath: '/login' },
  assets: { scripts: ['/assets/login-1.js'], styles: ['/assets/auth-1.css'] },
  markup: '<h1>Entrar</h1>',
  headMarkup: '<link rel="preload" as="image" href="/icons/favicon.svg"/>',
  route: '/login',
};

describe('pageHtml', () => {
  const html = pageHtml(TEMPLATE, page);

  it("puts the rendered markup in #root, marked with what it drew and the route's code to fetch", () => {
    expect(html).toContain(
      '<div id="root" data-prerendered="/login" data-modules="/assets/login-1.js"><h1>Entrar</h1></div>',
    );
  });

  it("replaces the template's title and description, escaped", () => {
    expect(html).toContain('<title>Entrar · Virada</title>');
    expect(html).not.toContain('Virada — o app');
    expect(html).toContain('<meta name="description" content="Entre e &quot;continue&quot; &lt;já&gt;" />');
  });

  it('gives link previews a title, description, address and image, on the origin the server fills in', () => {
    expect(html).toContain('<meta property="og:title" content="Entrar · Virada" />');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN_PLACEHOLDER}/login" />`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN_PLACEHOLDER}/login" />`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN_PLACEHOLDER}/og-image.png" />`);
    expect(html).toContain('<meta property="og:locale" content="pt_BR" />');
  });

  it("links the route's styles and React's hoisted preloads in the head; no script before the first paint", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/auth-1.css" />');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="preload" as="image" href="/icons/favicon.svg"/>');
  });

  it('refuses a template it cannot fill (a changed index.html must not ship empty pages)', () => {
    expect(() => pageHtml(TEMPLATE.replace('<div id="root"></div>', '<main></main>'), page)).toThrow(/root/);
  });
});
