/**
 * Print-and-play for an Airlines board: the map (routes in their network's line style, the cost
 * circles, the HQ flags), the flight cards and the stock cards. One map unit prints as 0.8 mm,
 * so the 1,000 × 700 map is 80 × 56 cm (our choice; `npm run print -- --scale` changes it).
 */
import type { Locale } from '../core/locales.js';
import type { PrintSet } from '../core/print/drawing.js';
import { drawRouteMap, simpleCard } from '../core/print/route-map.js';
import { wordsIn } from '../core/wording.js';
import { airlinesMessages } from './messages.js';
import { MAP_HEIGHT, MAP_WIDTH, type AirlinesBoard } from './types.js';

const NETWORK_COLOUR = { wavy: '#5b6b7a', dotted: '#8a5a9e', dashed: '#2f7d5b', double: '#b5651d', solid: '#2d5fa8' } as const;

export function printAirlines(board: AirlinesBoard, locale: Locale = 'en'): PrintSet {
  const w = wordsIn(airlinesMessages, locale);
  const drawing = drawRouteMap({
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    land: board.land,
    cities: board.cities,
    routes: board.routes.map((r) => ({ from: r.from, to: r.to, circles: r.costs, style: r.type })),
    flags: board.airlines.map((a) => ({ city: a.hq, initials: a.initials, colour: a.colour })),
  });
  const flight = board.flightCards.flatMap((e) => Array.from({ length: e.count }, () => simpleCard(NETWORK_COLOUR[e.type], String(e.value), w('airlines.print.flightCard', { type: { key: `airlines.routeType.${e.type}` } }))));
  const stock = board.airlines.flatMap((a) => Array.from({ length: a.stockCards }, () => simpleCard(a.colour, a.initials, w('airlines.print.stockCard', { name: a.name }))));
  const scoring = Array.from({ length: board.scoringCards }, () => simpleCard('#1f2933', w('airlines.print.scoring'), w('airlines.print.scoringNote')));
  return {
    board: { title: board.name, drawing, mmPerUnit: 0.8 },
    sheets: [
      { title: w('airlines.print.flightSheet', { board: board.name }), widthMm: 63, heightMm: 88, cards: flight },
      { title: w('airlines.print.stockSheet', { board: board.name }), widthMm: 63, heightMm: 88, cards: [...stock, ...scoring] },
    ],
  };
}
