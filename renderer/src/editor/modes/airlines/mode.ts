/** The Airlines editor mode: cities and routes on the map, airlines and flight cards in tables. */
import { airlines } from '../../../../../games/airlines/index.js';
import { MAP_HEIGHT, MAP_WIDTH, type AirlinesBoard } from '../../../../../games/airlines/types.js';
import type { ElementRef } from '../../model/selection.js';
import { freePoints } from '../layout.js';
import type { EditorMode, Tool } from '../types.js';
import { newAirlinesBoard } from './board.js';
import { addCity, addHqAt, addHqIn, addRoute, deleteElements, moveCitiesBy, newCity, newRoute } from './commands.js';

type B = AirlinesBoard;

export const AIRLINES_TOOLS: readonly Tool<B>[] = [
  { id: 'select', label: 'Select', key: 'v', kind: 'select', hint: 'Click to select, Shift+click to add, drag a box to select several, drag to move. Alt+drag moves the background picture.' },
  {
    id: 'city',
    label: 'City',
    key: 'c',
    kind: 'place',
    hint: 'Click on the map to place a city.',
    place(board, at) {
      const city = newCity(board, at.x, at.y);
      return { command: addCity(board, city), select: [{ kind: 'city', id: city.id }] };
    },
  },
  {
    id: 'hq',
    label: 'HQ',
    key: 'h',
    kind: 'place',
    hint: 'Click a city to make it the headquarters of a new airline, or empty map for a new city with one.',
    place(board, at, hit) {
      // On a city already there: that city becomes the HQ (never a second city on top of it).
      if (hit?.kind === 'city') {
        const { command, airline } = addHqIn(board, hit.id);
        const city = board.cities.find((c) => c.id === hit.id);
        return { command, select: [hit], say: `${airline.name} now has its headquarters in ${city?.name ?? 'this city'}. Its counts are in the Airlines table.` };
      }
      const { command, city } = addHqAt(board, at.x, at.y);
      return { command, select: [{ kind: 'city', id: city.id }] };
    },
  },
  {
    id: 'route',
    label: 'Route',
    key: 'r',
    kind: 'connect',
    hint: 'Click one city, then another, to draw a route between them (Escape stops).',
    words: { start: 'Click a city to start the route.', next: 'Click another city to go on, Escape to stop.' },
    canConnect: (_board, ref) => ref.kind === 'city',
    connect(board, from, to) {
      if (from.kind !== 'city' || to.kind !== 'city') return 'A route joins two cities.';
      if (from.id === to.id) return 'A route needs two different cities.';
      // A new route takes the type and costs of the last one drawn, so a series goes quickly.
      const last = board.routes[board.routes.length - 1];
      const route = newRoute(board, from.id, to.id, last?.type ?? 'solid', [...(last?.costs ?? [3])]);
      return { command: addRoute(board, route), select: [{ kind: 'route', id: route.id }] };
    },
  },
  { id: 'delete', label: 'Delete', key: 'd', kind: 'delete', hint: 'Click a city or a route to delete it (a city takes its routes along).' },
];

/** `$.routes[3].costs[0]` → `{ key: 'routes', index: 3 }`. */
export function pathHead(path: string): { key: string; index: number | null } | null {
  const m = /^\$\.([A-Za-z_$][\w$]*)(?:\[(\d+)\])?/.exec(path);
  if (!m) return null;
  return { key: m[1]!, index: m[2] === undefined ? null : Number(m[2]) };
}

function cityName(board: B, id: string): string {
  return board.cities.find((c) => c.id === id)?.name ?? id;
}

function routeName(board: B, id: string): string {
  const r = board.routes.find((x) => x.id === id);
  return r ? `Route ${cityName(board, r.from)}–${cityName(board, r.to)}` : 'A route';
}

export const airlinesMode: EditorMode<B> = {
  game: 'airlines',
  label: 'Airlines',
  format: airlines,
  layout: freePoints({ width: MAP_WIDTH, height: MAP_HEIGHT, step: 10 }),
  tools: AIRLINES_TOOLS,
  words: {
    start: 'Place cities with the City tool (C), headquarters with the HQ tool (H), then draw routes (R).',
    fields: { hq: 'headquarters', allowedRouteTypes: { one: 'route type', many: 'route types' } },
    emptyList: {
      cities: 'The board needs at least two cities: place them with the City tool.',
      routes: 'The board has no route yet: draw one with the Route tool (click a city, then another).',
      airlines: 'The board has no airline yet: click a city with the HQ tool, or add one in the Airlines table.',
      flightCards: 'The flight-card deck is empty: fill it from a preset in the Flight cards table.',
    },
  },
  newBoard: newAirlinesBoard,
  locate(board, path) {
    const head = pathHead(path);
    if (!head) return null;
    const { key, index } = head;
    if (index === null) return key === 'airlines' || key === 'flightCards' ? { kind: 'table', id: key } : { kind: 'board', id: key };
    if (key === 'cities') {
      const c = board.cities[index];
      return c ? { kind: 'city', id: c.id } : null;
    }
    if (key === 'routes') {
      const r = board.routes[index];
      return r ? { kind: 'route', id: r.id } : null;
    }
    if (key === 'airlines') {
      const a = board.airlines[index];
      if (!a) return null;
      // An HQ problem is about a place on the map: point at the city when it exists.
      if (path.startsWith(`$.airlines[${index}].hq`) && board.cities.some((c) => c.id === a.hq)) return { kind: 'city', id: a.hq };
      return { kind: 'airline', id: a.id };
    }
    if (key === 'flightCards') {
      const e = board.flightCards[index];
      return e ? { kind: 'flightCard', id: `${e.type}:${e.value}` } : { kind: 'table', id: 'flightCards' };
    }
    return { kind: 'board', id: key };
  },
  elements(board) {
    return [...board.cities.map((c) => ({ kind: 'city', id: c.id })), ...board.routes.map((r) => ({ kind: 'route', id: r.id }))];
  },
  exists(board, ref) {
    if (ref.kind === 'city') return board.cities.some((c) => c.id === ref.id);
    if (ref.kind === 'route') return board.routes.some((r) => r.id === ref.id);
    if (ref.kind === 'airline') return board.airlines.some((a) => a.id === ref.id);
    return true;
  },
  position(board, ref) {
    if (ref.kind === 'city') {
      const c = board.cities.find((x) => x.id === ref.id);
      return c ? { x: c.x, y: c.y } : null;
    }
    if (ref.kind === 'route') {
      const r = board.routes.find((x) => x.id === ref.id);
      const a = r && board.cities.find((c) => c.id === r.from);
      const b = r && board.cities.find((c) => c.id === r.to);
      if (!a || !b) return a ? { x: a.x, y: a.y } : b ? { x: b.x, y: b.y } : null;
      return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    }
    if (ref.kind === 'airline') {
      const a = board.airlines.find((x) => x.id === ref.id);
      const c = a && board.cities.find((x) => x.id === a.hq);
      return c ? { x: c.x, y: c.y } : null;
    }
    return null;
  },
  describe(board, ref: ElementRef) {
    if (ref.kind === 'city') {
      const c = board.cities.find((x) => x.id === ref.id);
      // A city is known by its name; one without a name by where it is, never by its id.
      return c && !c.name.trim() ? `The city without a name at ${Math.round(c.x)}, ${Math.round(c.y)}` : `City ${cityName(board, ref.id)}`;
    }
    if (ref.kind === 'route') return routeName(board, ref.id);
    if (ref.kind === 'airline') return `Airline ${board.airlines.find((a) => a.id === ref.id)?.name ?? ref.id}`;
    if (ref.kind === 'flightCard') return `Flight cards ${ref.id.replace(':', ' ')}`;
    if (ref.kind === 'table') return ref.id === 'airlines' ? 'The airlines table' : 'The flight-card deck';
    return 'The board';
  },
  problemWords(board, problem, ref) {
    // The rules module names a route by its id ("Route den-oma starts at …"): use its cities.
    if (ref?.kind !== 'route') return problem.message;
    return problem.message.replace(new RegExp(`\\b[Rr]oute ${ref.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'g'), (m) => {
      const name = routeName(board, ref.id);
      return m.startsWith('r') ? name.charAt(0).toLowerCase() + name.slice(1) : name;
    });
  },
  deleteCommand(board, refs) {
    const of = (kind: string) => refs.filter((r) => r.kind === kind).map((r) => r.id);
    return deleteElements(board, { cities: of('city'), routes: of('route'), airlines: of('airline') });
  },
  moveCommand(board, refs, dx, dy) {
    return moveCitiesBy(board, refs.filter((r) => r.kind === 'city').map((r) => r.id), dx, dy);
  },
  summary: (board) => `${board.cities.length} cities · ${board.routes.length} routes · ${board.airlines.length} airlines`,
};
