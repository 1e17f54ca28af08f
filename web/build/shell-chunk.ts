import type { ChunkingContext, CodeSplittingGroup, ModuleInfo } from 'rolldown';

/**
 * One chunk for the app's shell: every module the app (web/main.tsx) imports statically, other
 * than the framework's group and what the page's first script (web/boot.ts) already imports.
 *
 * Every page runs the app, so every page loads all of these modules. Left to the automatic split,
 * each module that a lazily loaded route imports as well became a chunk of its own (the API client,
 * the stored user, the toaster, the icon component, a few constants: ten files of 0.1–2 kB on every
 * page). Apart, each costs its own gzip framing, its own import and export lines and a request;
 * together they compress as one text. No page loads more: they were all loaded already.
 *
 * The walk stops at packages: a package's index (lucide-react's) imports much that the bundle
 * leaves out, and the shell would take it all. A package module the shell uses comes with it all
 * the same (a group takes its modules' dependencies); the framework has its own group first.
 */
const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);

export function shellChunkGroups(options: { app: string; boot: string }): CodeSplittingGroup[] {
  // The graph objects are reused within one chunking pass: the set is computed once per pass.
  const perPass = new WeakMap<ModuleInfo, Set<string>>();

  const staticClosure = (ctx: ChunkingContext, id: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (moduleId: string) => {
      if (seen.has(moduleId) || isPackage(moduleId)) return;
      const info = ctx.getModuleInfo(moduleId);
      if (!info) return;
      seen.add(moduleId);
      for (const imported of info.importedIds) visit(imported);
    };
    visit(id);
    return seen;
  };

  const shellModules = (ctx: ChunkingContext): Set<string> => {
    const app = ctx.getModuleInfo(options.app);
    if (!app) return new Set();
    let shell = perPass.get(app);
    if (!shell) {
      const boot = staticClosure(ctx, options.boot);
      shell = new Set([...staticClosure(ctx, options.app)].filter((id) => !boot.has(id)));
      // The app's own module stays its chunk's: a group that took it would take the lazily
      // loaded entry's place, and the manifest would no longer name it.
      shell.delete(options.app);
      perPass.set(app, shell);
    }
    return shell;
  };

  return [
    // Vite's helper for lazy imports is the one module the first script and the shell share: on
    // its own (0.8 kB), the first script imports it instead of the whole shell, which the page
    // still fetches only once it is painted.
    { name: 'preload-helper', test: /^\0vite[\\/]preload-helper/, priority: 1 },
    { name: (id, ctx) => (shellModules(ctx).has(id) ? 'shell' : null) },
  ];
}
