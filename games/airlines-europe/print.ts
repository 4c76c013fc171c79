/**
 * Print-and-play for an Airlines Europe board: the map (licence spaces with their prices, home
 * airports), the share cards of every airline and of Air Abacus. One map unit prints as 0.8 mm,
 * so the 1,000 × 800 map is 80 × 64 cm (our choice; `npm run print -- --scale` changes it).
 */
import type { Locale } from '../core/locales.js';
import type { PrintSet } from '../core/print/drawing.js';
import { drawRouteMap, simpleCard } from '../core/print/route-map.js';
import { wordsIn } from '../core/wording.js';
import { europeMessages } from './messages.js';
import { MAP_HEIGHT, MAP_WIDTH, type EuropeBoard } from './types.js';

export function printEurope(board: EuropeBoard, locale: Locale = 'en'): PrintSet {
  const w = wordsIn(europeMessages, locale);
  const drawing = drawRouteMap({
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    land: board.land,
    cities: board.cities,
    routes: board.routes.map((r) => ({ from: r.from, to: r.to, circles: r.licences, style: 'solid' as const })),
    flags: board.airlines.map((a) => ({ city: a.home, initials: a.initials, colour: a.colour })),
  });
  const shares = board.airlines.flatMap((a) => Array.from({ length: a.shares }, () => simpleCard(a.colour, a.initials, w('europe.print.share', { name: a.name }))));
  const abacus = Array.from({ length: board.abacus.shares }, () => simpleCard(board.abacus.colour, 'Abacus', w('europe.print.share', { name: board.abacus.name })));
  return {
    board: { title: board.name, drawing, mmPerUnit: 0.8 },
    sheets: [{ title: w('europe.print.shareSheet', { board: board.name }), widthMm: 63, heightMm: 88, cards: [...shares, ...abacus] }],
  };
}
