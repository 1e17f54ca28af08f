import { formatBRL } from '../../../shared/domain/money';
import type { Cents } from '../../../shared/domain/types';

/** Weekly spend spread over the week, as the dashboard's "average daily spend" (spec §9). */
export const dailyText = (weeklyCents: Cents) => formatBRL(Math.round(weeklyCents / 7));
