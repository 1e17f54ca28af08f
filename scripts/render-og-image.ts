/**
 * Renders the link-preview image (Open Graph, 1200×630) from the app's mark and its own font with
 * headless Chromium. The PNG is committed (web/public/og-image.png); run this only after changing
 * the mark or the words:
 *
 *   npx tsx scripts/render-og-image.ts
 */
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const publicDir = new URL('../web/public/', import.meta.url);
const FONT = new URL(
  '../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
  import.meta.url,
);
const WIDTH = 1200;
const HEIGHT = 630;

async function main(): Promise<void> {
  const mark = await readFile(new URL('icons/favicon.svg', publicDir), 'utf8');
  const font = (await readFile(FONT)).toString('base64');
  const html = `<!doctype html><html lang="pt-BR"><head><style>
    @font-face { font-family: Nunito; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 200 1000; }
    html, body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; }
    body { font-family: Nunito, sans-serif; color: #fff; display: flex; flex-direction: column; justify-content: center;
      gap: 28px; padding: 0 96px; box-sizing: border-box;
      background: radial-gradient(circle at 85% 15%, #1b8a76 0, transparent 55%), linear-gradient(160deg, #0f6b5c, #0a4a40); }
    .brand { display: flex; align-items: center; gap: 24px; font-size: 64px; font-weight: 900; }
    .brand svg { width: 104px; height: 104px; }
    h1 { margin: 0; font-size: 60px; line-height: 1.12; font-weight: 900; max-width: 960px; }
    p { margin: 0; font-size: 32px; font-weight: 600; color: #d6efe9; }
    .help { position: absolute; right: 96px; bottom: 56px; font-size: 28px; font-weight: 800;
      background: #fde7dc; color: #9a3412; padding: 10px 24px; border-radius: 999px; }
  </style></head><body>
    <div class="brand">${mark}<span>Virada</span></div>
    <h1>Recupere o controle sobre as apostas, um dia de cada vez</h1>
    <p>Gratuito, sigiloso e sem julgamentos.</p>
    <div class="help">Em crise? Ligue 188 (CVV)</div>
  </body></html>`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    const path = new URL('og-image.png', publicDir).pathname;
    await page.screenshot({ path, clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
    console.log(`wrote ${path} (${WIDTH}×${HEIGHT})`);
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
