import { ORIGIN_PLACEHOLDER } from '../../shared/web-build';
import type { RouteAssets } from './route-assets';

export interface PageHead {
  title: string;
  description: string;
  /** The page's own path, or where a redirecting page leads. */
  canonicalPath: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A prerendered page: the built index.html with the page's head (title, description, canonical
 * address, Open Graph tags for link previews), links to the route's styles, and the rendered
 * markup inside #root, marked with what it drew (so the browser knows it may hydrate it) and the
 * route's code (web/boot.ts fetches it once the page is painted).
 */
export function pageHtml(
  template: string,
  page: { head: PageHead; assets: RouteAssets; markup: string; headMarkup: string; route: string },
): string {
  const { head, assets } = page;
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const url = `${ORIGIN_PLACEHOLDER}${head.canonicalPath}`;
  const headTags = [
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Virada" />',
    '<meta property="og:locale" content="pt_BR" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${ORIGIN_PLACEHOLDER}/og-image.png" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}" />`),
    ...(page.headMarkup ? [page.headMarkup] : []),
  ];
  const replaced = replaceOnce(
    replaceOnce(
      replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${title}</title>`),
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    ),
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${escapeHtml(page.route)}" data-modules="${assets.scripts.join(' ')}">${page.markup}</div>`,
  );
  return replaceOnce(replaced, /<\/head>/, `    ${headTags.join('\n    ')}\n  </head>`);
}

function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`prerender: the template has no ${pattern}`);
  return text.replace(pattern, () => replacement);
}
