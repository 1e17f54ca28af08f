import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { BuildManifest } from '../../web/prerender/route-assets';

export type Manifest = BuildManifest;

/** The manifest the build writes beside the app; the bench reads it, the server never serves it. */
export function readManifest(webRoot: string): Manifest {
  return JSON.parse(readFileSync(join(webRoot, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * The manifest keys of a route file's own chunks: with autoCodeSplitting the router plugin
 * splits `routes/x.tsx` into `routes/x.tsx?tsr-split=component` (and `=loader`, `=errorComponent`…
 * when the route has them); the rest of the route (path, guards) stays in the entry. Keys may
 * carry a folder before `routes/` (a build rooted elsewhere), hence the suffix match.
 */
export function routeChunkKeys(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((key) => {
    const bare = key.split('?')[0]!;
    return bare === routeFile || bare.endsWith(`/${routeFile}`);
  });
}

/** Every key reachable from `starts` through static and dynamic imports, never entering `avoid`. */
function reachable(manifest: Manifest, starts: Iterable<string>, avoid: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts].filter((key) => !avoid.has(key));
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])])
      if (!avoid.has(next) && !seen.has(next)) stack.push(next);
  }
  return seen;
}

/**
 * The app's shell, as manifest keys: everything the entry reaches, statically or dynamically,
 * without entering any page's chunks — React, the router, the layouts, the sync engine, Dexie,
 * toasts, tracking, and what they load later. `pageRouteFiles` are the route table's files
 * (layouts are not pages: they are in no route's full path, so they stay in the shell).
 */
export function shellKeysOf(manifest: Manifest, pageRouteFiles: Iterable<string>): Set<string> {
  const pageChunks = new Set([...pageRouteFiles].flatMap((file) => routeChunkKeys(manifest, file)));
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  return reachable(manifest, entries, pageChunks);
}

/**
 * A route's own code, as built files (`assets/x-hash.js`): its chunks and everything they import,
 * statically or dynamically, that is not the shell. A library two pages use (the chart of the
 * dashboard and of the admin's analytics) is each page's feature code; what every page loads
 * before its own code is the shell (issue 11: "any other member or psychologist page ≤ 180 kB
 * before its own feature code").
 */
export function ownFilesOf(manifest: Manifest, routeFile: string, shell: ReadonlySet<string>): Set<string> {
  const roots = routeChunkKeys(manifest, routeFile);
  const own = [...reachable(manifest, roots, shell)];
  return new Set(own.map((key) => manifest[key]!.file));
}

/**
 * A readable name for a built file, for reports: `entry index-….js` for the app's entry, the
 * package for a file of node_modules, the route file for a route chunk, else the chunk's name.
 */
export function chunkName(manifest: Manifest, file: string): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.file === file);
  const base = file.split('/').pop() ?? file;
  if (!entry) return base;
  const [key, chunk] = entry;
  if (chunk.isEntry) return `entry ${base}`;
  const source = chunk.src ?? key;
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  return key.startsWith('_') ? (chunk.name ?? key) : source;
}
