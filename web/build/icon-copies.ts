import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Each icon is bundled with the module that draws it, instead of as a file of its own.
 *
 * An icon is 0.1–0.3 kB. Imported from many pages, each lucide icon became a shared chunk: on `/`,
 * nine files whose gzip framing, import and export lines cost about as much as the drawings.
 * In the browser build, this plugin rewrites `import { ArrowRight } from 'lucide-react'` in the
 * app's modules to an import of that icon's own module with the importer in its query, so each
 * importer gets its own copy and the bundler places it in the importer's chunk. A page that
 * loads two chunks drawing the same icon loads its few bytes twice; one that drew it from a
 * separate file paid more. The icon's component (web/components/icons/lucide-icon.ts) stays
 * shared. Type imports keep lucide-react. Line breaks are kept, so the modules' source maps hold.
 */
export function iconCopies(options: { packageDir: string }): Plugin {
  const iconsDir = `${options.packageDir}/dist/esm/icons`;
  let fileOfExport: Map<string, string> | undefined;

  /** `ArrowRight` → `arrow-right.mjs`, from the package's index (each icon under all its names). */
  const iconFile = (name: string) => {
    fileOfExport ??= readIconIndex(`${options.packageDir}/dist/esm/lucide-react.mjs`);
    return fileOfExport.get(name);
  };

  return {
    name: 'virada:icon-copies',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform: {
      filter: { id: { include: /\.tsx?$/, exclude: /node_modules/ }, code: 'lucide-react' },
      handler(code, id) {
        const importer = createHash('sha256').update(id).digest('base64url').slice(0, 8);
        const rewritten = code.replace(LUCIDE_IMPORT, (statement, list: string) => {
          const types: string[] = [];
          const icons: string[] = [];
          for (const raw of list.split(',')) {
            const specifier = raw.trim();
            if (!specifier) continue;
            if (specifier.startsWith('type ')) {
              types.push(specifier.slice(5));
              continue;
            }
            const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
            const file = iconFile(imported);
            if (!file) this.error(`lucide-react has no icon named ${imported} (imported by ${id})`);
            icons.push(`import ${local} from '${iconsDir}/${file}?in=${importer}';`);
          }
          const typeImport =
            types.length > 0 ? `import type { ${types.join(', ')} } from 'lucide-react';` : '';
          const lineBreaks = '\n'.repeat(statement.split('\n').length - 1);
          return `${typeImport}${icons.join('')}${lineBreaks}`;
        });
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}

/** A value import from lucide-react (a type-only import, `import type {…}`, is left alone). */
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'lucide-react';?/g;

function readIconIndex(indexFile: string): Map<string, string> {
  const map = new Map<string, string>();
  const line = /export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)';/g;
  for (const [, names, file] of readFileSync(indexFile, 'utf8').matchAll(line)) {
    for (const name of names!.matchAll(/default as (\w+)/g)) map.set(name[1]!, file!);
  }
  return map;
}
