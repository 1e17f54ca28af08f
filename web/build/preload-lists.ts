import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Shorter preload lists for lazy imports. Vite gives every `import()` in a chunk the list of files
 * to preload with it (the imported chunk and everything it imports), and puts the names of all
 * of them in the chunk (`__vite__mapDeps`). For the app's entry (web/main.tsx, one lazy import per
 * route) most of every list was the chunks the entry itself imports: React, the router, the
 * runtime, the API client. They are loaded and run before the entry's code can call `import()`,
 * so preloading them again does nothing (the browser, and Vite's helper, skip a file already
 * there). Dropping them from each list keeps what a lazy import fetches the same and makes the
 * entry, which every page loads, smaller: each new route only adds its own files.
 *
 * `resolveDependencies` goes into `build.modulePreload`; `plugin` into `plugins`. The plugin keeps a
 * reference to the bundle being written (Vite calls `resolveDependencies` from its own
 * `generateBundle`, after this one, with chunk file names only).
 */
export function preloadLists() {
  let bundle: OutputBundle | undefined;

  const staticClosure = (fileName: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle?.[name];
      if (seen.has(name) || chunk?.type !== 'chunk') return;
      seen.add(name);
      for (const imported of chunk.imports) visit(imported);
    };
    visit(fileName);
    return seen;
  };
  const closures = new Map<string, Set<string>>();
  const alreadyLoadedBy = (host: string) => {
    let closure = closures.get(host);
    if (!closure) {
      closure = staticClosure(host);
      closures.set(host, closure);
    }
    return closure;
  };

  const plugin: Plugin = {
    name: 'virada:preload-lists',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        closures.clear();
      },
    },
  };

  /** Drops from a lazy import's preload list the chunks its importer has already loaded. */
  const resolveDependencies = (
    _file: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ): string[] => {
    if (context.hostType !== 'js' || !bundle?.[context.hostId]) return deps;
    const loaded = alreadyLoadedBy(context.hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };

  return { plugin, resolveDependencies };
}
