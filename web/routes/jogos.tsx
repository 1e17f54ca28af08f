import { createFileRoute } from '@tanstack/react-router';
import { GAME_IDS, type GameId } from '../../shared/domain/games/activities';
import { GamesPage } from '../features/games/games-page';
import { oneOf, type Search } from '../lib/search-params';

export const Route = createFileRoute('/jogos')({
  // The activity open, if any (`?jogo=pares`): the phone's back button returns to the hub.
  validateSearch: (search: Search): { jogo?: GameId } => {
    const jogo = oneOf(search, 'jogo', GAME_IDS);
    return jogo ? { jogo } : {};
  },
  component: function GamesRoute() {
    return <GamesPage game={Route.useSearch().jogo} />;
  },
});
