import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { iconCopies } from './web/build/icon-copies';
import { preloadLists } from './web/build/preload-lists';
import { shellChunkGroups } from './web/build/shell-chunk';
import { lucideIconRuntime } from './web/components/icons/lucide-runtime';
import { capsData } from './web/content/caps-plugin';
import { learnContent } from './web/content/markdown-plugin';
import { prerenderPages } from './web/prerender/build-plugin';
import { webManifest } from './web/pwa/manifest';

const root = import.meta.dirname;
/** Where the build goes: dist/web, or WEB_OUT_DIR (a second build beside it, e.g. to test one while another is built). */
const outDir = process.env.WEB_OUT_DIR || `${root}/dist/web`;
const preload = preloadLists();

export default defineConfig({
  root: `${root}/web`,
  publicDir: `${root}/web/public`,
  resolve: { alias: [lucideIconRuntime] },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    // Maps are written for reading production stack traces, but not referenced from the bundles,
    // and the server never serves them (sync-server/http/static-files.ts).
    sourcemap: 'hidden',
    // dist/web/.vite/manifest.json: which chunks and styles each route needs, read by the
    // prerender step (links in each page's HTML) and by the bench (a route's own code). Not served.
    manifest: true,
    // Every browser the app supports preloads modules itself (Chrome 66, Safari 17, Firefox 115);
    // an older one only loads a lazy chunk's imports after it, as it would without the link.
    // A lazy import's preload list leaves out what its importer already loaded (web/build/preload-lists.ts).
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      output: {
        // Names without the module's name: every lazy import carries the list of files it needs
        // (`__vite__mapDeps`), and the names were half of that list's gzip size on every page
        // (1.2 kB of the entry's 13 kB). Reports name files from the manifest instead.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/,
            },
            // The rest of what every page loads with the app, as one file (web/build/shell-chunk.ts).
            ...shellChunkGroups({ app: `${root}/web/main.tsx`, boot: `${root}/web/boot.ts` }),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${root}/web/routes`,
      generatedRouteTree: `${root}/web/routeTree.gen.ts`,
    }),
    iconCopies({ packageDir: `${root}/node_modules/lucide-react` }),
    react(),
    preload.plugin,
    learnContent({ dir: `${root}/web/content` }),
    capsData({ dir: `${root}/web/content/caps` }),
    // Before VitePWA's own closeBundle: the prerendered pages must be in the precache list.
    prerenderPages({
      configFile: `${root}/vite.config.ts`,
      outDir,
      contentDir: `${root}/web/content`,
    }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: `${root}/sw`,
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        // The link-preview image is for other sites' crawlers, never shown in the app.
        globIgnores: ['**/*.map', 'og-image.png'],
      },
      devOptions: { enabled: false },
    }),
  ],
});
