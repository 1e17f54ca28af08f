import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';

/**
 * The page's first script (index.html). A prerendered public page is already drawn: the app
 * (React, the router, the page's code, web/main.tsx) is fetched and started once the browser has
 * painted it, so that its first paint waits for no script, on a slow phone too; the page's own
 * chunks (listed by the build on #root) are fetched alongside. Any other page shows nothing
 * without the app: it starts at once. The styles stay linked from the HTML (imported here).
 */
const root = document.getElementById('root');
const start = () => import('./main');

if (root?.dataset.prerendered === undefined) {
  void start();
} else {
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of root.dataset.modules?.split(' ').filter(Boolean) ?? []) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      void start();
    }, 0),
  );
}
