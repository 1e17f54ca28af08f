import { describe, expect, it } from 'vitest';
import { type BuildManifest, routeAssets, routeChunkKey } from '../../../web/prerender/route-assets';

/** The shape Vite writes for this app: an entry, route chunks split by TanStack Router, shared chunks. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  'routes/index.tsx?tsr-split=component': {
    file: 'assets/routes-1.js',
    imports: ['_react-1.js', 'index.html', '_cards-1.js'],
    css: ['assets/routes-1.css'],
  },
  '_cards-1.js': { file: 'assets/cards-1.js', imports: ['_icons-1.js'], css: ['assets/cards-1.css'] },
  '_icons-1.js': { file: 'assets/icons-1.js' },
  'routes/login.tsx?tsr-split=component': { file: 'assets/login-1.js', imports: ['_auth-1.js'] },
  '_auth-1.js': { file: 'assets/auth-1.js', css: ['assets/auth-1.css', 'assets/index-1.css'] },
  'routes/_member/therapists_.$id.tsx?tsr-split=component': { file: 'assets/therapist-1.js' },
  'routes/articles/$slug.tsx?tsr-split=component': { file: 'assets/article-1.js' },
  'routes/login.tsx': { file: 'assets/not-this-one.js' },
};

describe('routeChunkKey', () => {
  it('finds the component chunk of a route id, with folders or dots between segments', () => {
    expect(routeChunkKey(manifest, '/')).toBe('routes/index.tsx?tsr-split=component');
    expect(routeChunkKey(manifest, '/login')).toBe('routes/login.tsx?tsr-split=component');
    expect(routeChunkKey(manifest, '/_member/therapists_/$id')).toBe(
      'routes/_member/therapists_.$id.tsx?tsr-split=component',
    );
    expect(routeChunkKey(manifest, '/articles/$slug')).toBe('routes/articles/$slug.tsx?tsr-split=component');
  });

  it('answers null for a route without a component chunk (a redirect, the root)', () => {
    expect(routeChunkKey(manifest, '/a-redirect')).toBeNull();
    expect(routeChunkKey(manifest, '__root__')).toBeNull();
  });
});

describe('routeAssets', () => {
  it("lists the route's chunks and their static imports, without what the entry already loads", () => {
    expect(routeAssets(manifest, ['__root__', '/'])).toEqual({
      scripts: ['/assets/routes-1.js', '/assets/cards-1.js', '/assets/icons-1.js'],
      styles: ['/assets/routes-1.css', '/assets/cards-1.css'],
    });
  });

  it("links no stylesheet twice, nor one the entry's index.html already links", () => {
    expect(routeAssets(manifest, ['/login'])).toEqual({
      scripts: ['/assets/login-1.js', '/assets/auth-1.js'],
      styles: ['/assets/auth-1.css'],
    });
  });
});
