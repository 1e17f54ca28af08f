import { AnalyticsEventSchema } from '../modules/analytics/analytics-event.entity';
import { SessionSchema } from '../modules/auth/session.entity';
import { PwaAccessSchema, PwaInstallSchema } from '../modules/pwa/pwa.entities';
import { UserSchema } from '../modules/users/user.entity';

/** Every entity the ORM knows; a new module adds its schemas here. */
export const entities = [UserSchema, SessionSchema, AnalyticsEventSchema, PwaAccessSchema, PwaInstallSchema];
