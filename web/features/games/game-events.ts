import type { GameId } from '../../../shared/domain/games/activities';
import { trackView } from '../../lib/analytics';

/**
 * An activity of the games hub started or played to its end (`game_started`, `game_played`,
 * labelled with the activity's id). /jogos is public: like the library's views, a member's event
 * goes through the outbox and a visitor's is posted at once, so a visitor's game loads no local
 * database code. Offline, a visitor's event is not counted: analytics never gets in the way.
 */
export function trackGame(name: 'game_started' | 'game_played', game: GameId): void {
  trackView(name, game);
}
