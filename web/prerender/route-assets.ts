import { escapeRegExp } from '../../shared/regexp';

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json); the bench reads it too. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

export interface RouteAssets {
  /** Scripts to `modulepreload`: the routes' own chunks and what they import statically. */
  scripts: string[];
  /** Stylesheets those chunks bring, linked so the prerendered page paints styled. */
  styles: string[];
}

/**
 * The manifest key of a route's component chunk (TanStack Router's automatic code splitting
 * makes one per route file: `routes/login.tsx?tsr-split=component`). A route id's segments are
 * folders or dots in the file name (`/_member/therapists_/$id` is `_member/therapists_.$id.tsx`).
 */
export function routeChunkKey(manifest: BuildManifest, routeId: string): string | null {
  const segments = routeId.split('/').filter(Boolean).map(escapeRegExp);
  const name = segments.length === 0 ? 'index' : `${segments.join('[/.]')}(?:[/.]index)?`;
  const pattern = new RegExp(`^routes/${name}\\.tsx\\?tsr-split=component$`);
  return Object.keys(manifest).find((key) => pattern.test(key)) ?? null;
}

/**
 * What the page of these routes needs beyond the entry (which index.html already loads): each
 * route's chunk and its static imports, recursively, and their styles, in a stable order.
 */
export function routeAssets(manifest: BuildManifest, routeIds: string[]): RouteAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loadedByEntry = closure(manifest, entryKey ? [entryKey] : []);
  const keys = routeIds.flatMap((id) => routeChunkKey(manifest, id) ?? []);
  const needed = [...closure(manifest, keys)].filter((key) => !loadedByEntry.has(key));
  const entryStyles = new Set([...loadedByEntry].flatMap((key) => manifest[key]?.css ?? []));
  return {
    scripts: needed.map((key) => `/${manifest[key]!.file}`),
    styles: [...new Set(needed.flatMap((key) => manifest[key]?.css ?? []))]
      .filter((file) => !entryStyles.has(file))
      .map((file) => `/${file}`),
  };
}

function closure(manifest: BuildManifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}
