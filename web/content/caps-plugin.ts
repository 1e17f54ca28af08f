import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CAPS_FILE, COORDINATES_FILE, transformCapsData } from './caps-transform';

export const CAPS_DATA_ID = 'virtual:caps-data';

/**
 * The CAPS finder's data (issue 14), made at build time from web/content/caps/'s CSV files
 * (caps-transform.ts checks and joins them; a bad row fails the build). `/caps` imports
 * `virtual:caps-data` lazily, so the data is a chunk of its own: loaded by that page only, and
 * precached like every chunk for offline use.
 */
export function capsData({ dir }: { dir: string }): Plugin {
  const resolved = `\0${CAPS_DATA_ID}`;
  const files = [join(dir, CAPS_FILE), join(dir, COORDINATES_FILE)];
  return {
    name: 'virada:caps-data',
    enforce: 'pre',
    resolveId: (id) => (id === CAPS_DATA_ID ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      for (const file of files) this.addWatchFile(file);
      const [caps = '', coordinates = ''] = files.map((file) => readFileSync(file, 'utf8'));
      // JSON.parse of a string literal: parsed faster than an object literal, and the same data.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(transformCapsData(caps, coordinates)))});`;
    },
  };
}
