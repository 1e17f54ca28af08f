/**
 * Renders the app icons (PNG) from web/public/icons/favicon.svg with headless Chromium.
 * The PNGs are committed; run this only after changing the SVG:
 *
 *   npx tsx scripts/render-icons.ts
 *
 * Outputs into web/public/icons/:
 * - icon-192.png, icon-512.png: the SVG as drawn (rounded square, transparent corners);
 * - icon-maskable-512.png: full-bleed background, the mark scaled into the 80 % safe zone;
 * - apple-touch-icon.png (180 px): full-bleed, since iOS rounds the corners itself and paints
 *   transparent pixels black.
 */
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const iconsDir = new URL('../web/public/icons/', import.meta.url);
const BACKGROUND = '#0f6b5c';
/** The maskable safe zone is a circle of 40 % of the size; the mark is scaled to fit inside it. */
const MASKABLE_SCALE = 0.76;

interface IconJob {
  file: string;
  size: number;
  svg: string;
}

async function main(): Promise<void> {
  const source = await readFile(new URL('favicon.svg', iconsDir), 'utf8');
  const mark = source.match(/<g id="mark"[\s\S]*?<\/g>/)?.[0];
  const viewBox = source.match(/viewBox="([^"]+)"/)?.[1];
  if (!mark || !viewBox) throw new Error('favicon.svg must have a viewBox and a <g id="mark"> group');
  const [, , width = 512, height = 512] = viewBox.split(/\s+/).map(Number);
  const cx = width / 2;
  const cy = height / 2;

  const fullBleed = (scale: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">` +
    `<rect width="${width}" height="${height}" fill="${BACKGROUND}"/>` +
    `<g transform="translate(${cx} ${cy}) scale(${scale}) translate(${-cx} ${-cy})">${mark}</g></svg>`;

  const jobs: IconJob[] = [
    { file: 'icon-192.png', size: 192, svg: source },
    { file: 'icon-512.png', size: 512, svg: source },
    { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(MASKABLE_SCALE) },
    { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.88) },
  ];

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const job of jobs) {
      await page.setViewportSize({ width: job.size, height: job.size });
      await page.setContent(
        '<!doctype html><html><head><style>html,body{margin:0;padding:0;background:transparent}' +
          `svg{display:block;width:${job.size}px;height:${job.size}px}</style></head>` +
          `<body>${job.svg}</body></html>`,
      );
      const path = new URL(job.file, iconsDir);
      await page.screenshot({
        path: path.pathname,
        omitBackground: true,
        clip: { x: 0, y: 0, width: job.size, height: job.size },
      });
      console.log(`wrote ${path.pathname} (${job.size}×${job.size})`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
