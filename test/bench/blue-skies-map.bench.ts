/**
 * The Blue Skies map's pure parts, on the default board (30 airports): placing the cards at the
 * zoom a wheel step or a resize gives (done again only when the card size changes), and working
 * out the passengers' flights from two views. Baseline in the same run: JSON.stringify of the view's airports.
 */
import usa from '../../boards/blue-skies/usa.board.json';
import { blueSkies } from '../../games/blue-skies/index.js';
import { newGame } from '../../games/blue-skies/testing.js';
import { arrivals } from '../../renderer/src/games/blue-skies/arrivals.js';
import { CARD_H, CARD_W, cardUnits, placeCards } from '../../renderer/src/games/blue-skies/geometry.js';
import { simulate } from '../../games/core/simulate.js';
import { both, timed, type Bench } from './harness.js';

export const title = 'Blue Skies map (30 airports)';

export default function (bench: Bench): void {
  const before = blueSkies.view(newGame(3, 2), null).airports;
  const later = simulate(blueSkies, { board: newGame(3, 2).board, players: 3, seed: 2, maxMoves: 60 });
  const after = blueSkies.view(later.state, null).airports;
  bench.report('baseline: JSON.stringify of a view’s airports', both(timed(() => JSON.stringify(after), 200)));
  for (const zoom of [1, 0.8, 0.6, 0.45]) {
    const u = cardUnits(zoom);
    bench.report(`place the cards at zoom ${zoom} (cards ${CARD_W}×${CARD_H} px)`, both(timed(() => placeCards(usa.airports, CARD_W * u, CARD_H * u), 50)));
  }
  bench.report('passengers’ flights between two views', both(timed(() => arrivals(before, after), 200)));
}
