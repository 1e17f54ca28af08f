import type { EntityManager } from '@mikro-orm/knex';
import type { BackgroundTasks } from './background';
import type { Config } from './config';
import type { Orm } from './db/orm';
import type { RateLimiter } from './modules/auth/rate-limit';
import type { HostResolver } from './modules/notifications/push-endpoint';

/** What route modules need from the app; built once in createApp. */
export interface Deps {
  config: Config;
  orm: Orm;
  /** The entity manager of the current request (MikroORM request context). */
  em: () => EntityManager;
  limiter: RateLimiter;
  /** Work started by a request and finished after its answer (e-mails). */
  background: BackgroundTasks;
  /** Look-ups of push services' host names; `dns.promises.lookup` unless a test sets a stub. */
  pushHostResolver?: HostResolver;
}
