/**
 * A large generated Airlines board (500 cities, 1,500 routes by default) for the benchmark and
 * the "stays usable" test. Seeded, so every run builds the same board. It keeps the 1990 game's
 * card numbers, so it validates with warnings at most.
 */
import { MAP_HEIGHT, MAP_WIDTH, ROUTE_TYPES, type AirlinesBoard, type City, type Route, type RouteType } from '../../../../../games/airlines/types.js';
import { Rng } from '../../../../../games/core/rng.js';
import { newAirlinesBoard } from './board.js';

const STOCK = [12, 11, 10, 10, 9, 9, 8, 8, 7];
const MARKERS = [18, 17, 16, 15, 15, 14, 14, 13, 13];
const COLOURS = ['#d4a017', '#2e8b57', '#b22222', '#1e6fd9', '#8a2be2', '#ff8c00', '#008b8b', '#c71585', '#556b2f'];

export function generateAirlinesBoard(opts: { columns?: number; rows?: number; routes?: number; seed?: number } = {}): AirlinesBoard {
  const cols = opts.columns ?? 25;
  const rows = opts.rows ?? 20;
  const rng = Rng.fromSeed(opts.seed ?? 1990);
  const cw = MAP_WIDTH / cols;
  const rh = MAP_HEIGHT / rows;
  const id = (c: number, r: number) => `g${r}-${c}`;
  const cities: City[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = Math.round((c + 0.2 + rng.next() * 0.6) * cw * 10) / 10;
      const y = Math.round((r + 0.2 + rng.next() * 0.6) * rh * 10) / 10;
      cities.push({ id: id(c, r), name: `Town ${r * cols + c + 1}`, x, y });
    }
  }
  // The type follows the region, as on the printed map: wavy round the edge, then by quarter.
  const typeAt = (c: number, r: number): RouteType => {
    if (c === 0 || r === 0 || c === cols - 1 || r === rows - 1) return 'wavy';
    const east = c >= cols / 2;
    const north = r < rows / 2;
    return east ? (north ? 'solid' : 'dotted') : north ? 'dashed' : 'double';
  };
  const make = (c1: number, r1: number, c2: number, r2: number): Route => {
    const n = 1 + rng.int(3);
    const costs = Array.from({ length: n }, () => 2 + rng.int(13));
    return { id: `${id(c1, r1)}_${id(c2, r2)}`, from: id(c1, r1), to: id(c2, r2), type: typeAt(c1, r1), costs };
  };
  // The grid (right and down neighbours) keeps the map in one piece; diagonals fill up to the count.
  const routes: Route[] = [];
  const diagonals: [number, number, number, number][] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (c + 1 < cols) routes.push(make(c, r, c + 1, r));
      if (r + 1 < rows) routes.push(make(c, r, c, r + 1));
      if (c + 1 < cols && r + 1 < rows) diagonals.push([c, r, c + 1, r + 1]);
      if (c > 0 && r + 1 < rows) diagonals.push([c, r, c - 1, r + 1]);
    }
  }
  rng.shuffle(diagonals);
  const wanted = opts.routes ?? 1500;
  for (const [c1, r1, c2, r2] of diagonals) {
    if (routes.length >= wanted) break;
    routes.push(make(c1, r1, c2, r2));
  }
  const airlines = STOCK.map((stockCards, i) => {
    // HQs spread over the map: a 3 × 3 pattern of interior cities.
    const c = Math.floor(((i % 3) + 0.5) * (cols / 3));
    const r = Math.floor((Math.floor(i / 3) + 0.5) * (rows / 3));
    return {
      id: `A${i + 1}`,
      name: `Generated Air ${i + 1}`,
      initials: `GA${i + 1}`,
      colour: COLOURS[i]!,
      stockCards,
      markers: MARKERS[i]!,
      allowedRouteTypes: [...ROUTE_TYPES],
      hq: id(c, r),
    };
  });
  const flightCards = ROUTE_TYPES.flatMap((type, t) =>
    [2, 4, 6, 8, 10, 12, 13, 14].map((value) => ({ type, value, count: value === 14 && t < 2 ? 2 : 1 })),
  );
  return {
    ...newAirlinesBoard(),
    name: `Generated ${cities.length} cities`,
    description: 'A generated board for the editor benchmark.',
    cities,
    routes,
    airlines,
    flightCards,
  };
}
