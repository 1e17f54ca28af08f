import type Router from '@koa/router';
import type { ContactResponse } from '../../../shared/contact-api-types';
import { contactSchema } from '../../../shared/schemas/contact.schema';
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import { apiRouter, publicRoute } from '../../http/route-access';
import { parseBody } from '../../http/validate';
import { contactIpKey, countAgainstLimit, receiveContactMessage } from './contact.service';

/**
 * The contact form (issue 15): `POST /api/contact`, public (shared/contact-api-types.ts has the
 * contract). The caller's address is counted before anything is read (so a flood of invalid
 * bodies is limited too), then the body is validated, then the service counts the sender's
 * e-mail, stores the message and answers 201 with its protocol number.
 */
export function contactRoutes(deps: Deps): Router {
  const { em, config, limiter } = deps;
  const router = apiRouter('/api');

  router.post('/contact', publicRoute, async (ctx) => {
    await countAgainstLimit(limiter, contactIpKey(clientIp(ctx)), config.rateLimits.contactPerIp);
    const input = parseBody(contactSchema, ctx.request.body);
    const body: ContactResponse = await receiveContactMessage(deps, em(), input);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = body;
  });

  return router;
}
