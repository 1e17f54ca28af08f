import type Router from '@koa/router';
import type { SiteInfo } from '../../../shared/site-info';
import type { Deps } from '../../deps';
import { apiRouter, publicRoute } from '../../http/route-access';

/** GET /api/site-info: the operator's public facts from configuration (footer, external links). */
export function siteRoutes({ config }: Deps): Router {
  const router = apiRouter('/api');
  router.get('/site-info', publicRoute, (ctx) => {
    const info: SiteInfo = {
      company: config.company,
      links: config.links,
      contactEmail: config.contactEmail,
      privacyEmail: config.contactForm.privacyEmail,
    };
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = info;
  });
  return router;
}
