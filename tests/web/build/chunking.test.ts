// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iconCopies } from '../../../web/build/icon-copies';
import { preloadLists } from '../../../web/build/preload-lists';
import { shellChunkGroups } from '../../../web/build/shell-chunk';
import { lucideIconRuntime } from '../../../web/components/icons/lucide-runtime';
import type { BuildManifest } from '../../../web/prerender/route-assets';

/**
 * The app's chunking (vite.config.ts, web/build/) on a small app of the same shape: a first
 * script that starts the app lazily, an app with a shell, and two lazily loaded pages that share
 * a module, the shell's modules and an icon.
 */
const fixture = join(import.meta.dirname, 'fixture');
const repoRoot = join(import.meta.dirname, '../../..');
let outDir: string;
let manifest: BuildManifest;

const code = (key: string) => readFileSync(join(outDir, manifest[key]!.file), 'utf8');
const chunkNamed = (name: string) => Object.entries(manifest).find(([, chunk]) => chunk.name === name);

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'virada-chunking-'));
  const preload = preloadLists();
  await build({
    configFile: false,
    root: fixture,
    logLevel: 'silent',
    resolve: { alias: [lucideIconRuntime] },
    plugins: [iconCopies({ packageDir: `${repoRoot}/node_modules/lucide-react` }), preload.plugin],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      minify: false,
      modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
      rolldownOptions: {
        output: {
          chunkFileNames: 'assets/[name]-[hash].js',
          codeSplitting: {
            groups: shellChunkGroups({ app: `${fixture}/main.ts`, boot: `${fixture}/boot.ts` }),
          },
        },
      },
    },
  });
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
}, 60_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the shell chunk', () => {
  it('holds every module the app imports that a page imports too, as one file', () => {
    const [shellKey, shell] = chunkNamed('shell') ?? [];
    expect(shell).toBeDefined();
    const shellCode = readFileSync(join(outDir, shell!.file), 'utf8');
    expect(shellCode).toContain('/api`');
    expect(shellCode).toContain('fixture:');
    expect(manifest['main.ts']!.imports).toContain(shellKey);
    expect(manifest['page-a.ts']!.imports).toContain(shellKey);
    expect(manifest['page-b.ts']!.imports).toContain(shellKey);
    // Before: api and store were each a chunk of their own.
    expect(Object.values(manifest).filter((chunk) => /^(api|store)$/.test(chunk.name ?? ''))).toEqual([]);
  });

  it('leaves out what only the pages share, and the app module itself', () => {
    expect(chunkNamed('widget')).toBeDefined();
    expect(manifest['main.ts']!.isDynamicEntry).toBe(true);
  });

  it('is not loaded by the first script, which only imports the lazy-import helper', () => {
    const entry = manifest['index.html']!;
    expect(entry.isEntry).toBe(true);
    const [helperKey] = chunkNamed('preload-helper') ?? [];
    expect(entry.imports).toEqual([helperKey]);
  });
});

describe('preload lists', () => {
  const listedBy = (key: string) => {
    const text = code(key);
    const files = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(text)?.[1] ?? '[]') as string[];
    return new Set(files);
  };

  it("leave out the chunks the importer has already loaded, and keep each page's own files", () => {
    const listed = listedBy('main.ts');
    const [, shell] = chunkNamed('shell')!;
    const [, widget] = chunkNamed('widget')!;
    expect(listed.has(shell.file)).toBe(false);
    expect(listed.has(manifest['page-a.ts']!.file)).toBe(true);
    expect(listed.has(manifest['page-b.ts']!.file)).toBe(true);
    expect(listed.has(widget.file)).toBe(true);
  });
});

describe('icons', () => {
  it('are bundled with the module that draws them, not as files of their own', () => {
    const iconChunks = Object.values(manifest).filter((chunk) => /arrow-right|menu/.test(chunk.name ?? ''));
    expect(iconChunks).toEqual([]);
    // lucide's ArrowRight drawing, once in each page that draws it.
    expect(code('page-a.ts')).toContain('M5 12h14');
    expect(code('page-b.ts')).toContain('M5 12h14');
    // Menu, drawn by the app alone, is in the app's chunk.
    expect(code('main.ts')).toContain('M4 5h16');
  });

  it('name an icon lucide-react does not have', async () => {
    const plugin = iconCopies({ packageDir: `${repoRoot}/node_modules/lucide-react` });
    const handler = (plugin.transform as { handler: (code: string, id: string) => unknown }).handler;
    const context = {
      error: (message: string) => {
        throw new Error(message);
      },
    };
    expect(() => handler.call(context, "import { NotAnIcon } from 'lucide-react';", '/x.tsx')).toThrow(
      /no icon named NotAnIcon/,
    );
  });

  it('keep type imports on lucide-react and the lines of the module', () => {
    const plugin = iconCopies({ packageDir: `${repoRoot}/node_modules/lucide-react` });
    const handler = (plugin.transform as { handler: (code: string, id: string) => { code: string } | null })
      .handler;
    const source =
      "import {\n  Clock,\n  type LucideIcon,\n  ArrowRight as Next,\n} from 'lucide-react';\nexport {};\n";
    const result = handler.call({}, source, '/app/page.tsx');
    expect(result!.code.split('\n')).toHaveLength(source.split('\n').length);
    expect(result!.code).toContain("import type { LucideIcon } from 'lucide-react';");
    expect(result!.code).toMatch(/import Clock from '[^']*\/icons\/clock\.mjs\?in=[\w-]{8}';/);
    expect(result!.code).toMatch(/import Next from '[^']*\/icons\/arrow-right\.mjs\?in=[\w-]{8}';/);
    expect(handler.call({}, "import type { LucideIcon } from 'lucide-react';\n", '/app/types.ts')).toBeNull();
  });
});
