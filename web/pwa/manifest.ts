import type { ManifestOptions } from 'vite-plugin-pwa';

/** The installable app's manifest, in pt-BR. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Virada — recuperação do vício em apostas',
  short_name: 'Virada',
  description:
    'Apoio diário para quem quer parar ou reduzir as apostas: check-ins, metas, conquistas, comunidade e ajuda em crise.',
  lang: 'pt-BR',
  dir: 'ltr',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#fbf7f2',
  theme_color: '#0f6b5c',
  categories: ['health', 'medical', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
