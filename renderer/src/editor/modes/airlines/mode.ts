/** The Airlines editor mode: cities and routes on the map, airlines and flight cards in tables. */
import { MAP_HEIGHT, MAP_WIDTH, type AirlinesBoard } from '../../../../../games/airlines/types.js';
import type { ElementRef } from '../../model/selection.js';
import type { EditorMode, ToolInfo } from '../types.js';
import { addCity, addHqAt, addRoute, deleteElements, moveCitiesBy, newCity, newRoute, setBackground } from './commands.js';
import { loadAirlinesBoard, newAirlinesBoard, serialiseAirlinesBoard, validateAirlinesBoard } from './board-io.js';

type B = AirlinesBoard;

export const AIRLINES_TOOLS: readonly ToolInfo[] = [
  { id: 'select', label: 'Select', key: 'v', hint: 'Click to select, Shift+click to add, drag a box to select several, drag to move. Alt+drag moves the background picture.', kind: 'select' },
  { id: 'city', label: 'City', key: 'c', hint: 'Click on the map to place a city.', kind: 'place' },
  { id: 'hq', label: 'HQ', key: 'h', hint: 'Click on the map to place a headquarters city with a new airline.', kind: 'place' },
  { id: 'route', label: 'Route', key: 'r', hint: 'Click one city, then another, to draw a route between them (Escape stops).', kind: 'connect' },
  { id: 'delete', label: 'Delete', key: 'd', hint: 'Click a city or a route to delete it (a city takes its routes along).', kind: 'delete' },
];

/** `$.routes[3].costs[0]` → `{ list: 'routes', index: 3 }`. */
export function pathHead(path: string): { key: string; index: number | null } | null {
  const m = /^\$\.([A-Za-z_$][\w$]*)(?:\[(\d+)\])?/.exec(path);
  if (!m) return null;
  return { key: m[1]!, index: m[2] === undefined ? null : Number(m[2]) };
}

function cityName(board: B, id: string): string {
  return board.cities.find((c) => c.id === id)?.name ?? id;
}

export const airlinesMode: EditorMode<B> = {
  game: 'airlines',
  label: 'Airlines',
  mapSize: { width: MAP_WIDTH, height: MAP_HEIGHT },
  tools: AIRLINES_TOOLS,
  newBoard: newAirlinesBoard,
  load: loadAirlinesBoard,
  validate: validateAirlinesBoard,
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
    if (ref.kind === 'city') return `City ${cityName(board, ref.id)}`;
    if (ref.kind === 'route') {
      const r = board.routes.find((x) => x.id === ref.id);
      return r ? `Route ${cityName(board, r.from)}–${cityName(board, r.to)}` : `Route ${ref.id}`;
    }
    if (ref.kind === 'airline') return `Airline ${board.airlines.find((a) => a.id === ref.id)?.name ?? ref.id}`;
    if (ref.kind === 'flightCard') return `Flight cards ${ref.id.replace(':', ' ')}`;
    if (ref.kind === 'table') return ref.id === 'airlines' ? 'The airlines table' : 'The flight-card deck';
    return `Board ${ref.id}`;
  },
  deleteCommand(board, refs) {
    const of = (kind: string) => refs.filter((r) => r.kind === kind).map((r) => r.id);
    return deleteElements(board, { cities: of('city'), routes: of('route'), airlines: of('airline') });
  },
  moveCommand(board, refs, dx, dy) {
    return moveCitiesBy(board, refs.filter((r) => r.kind === 'city').map((r) => r.id), dx, dy);
  },
  place(tool, board, at) {
    if (tool === 'city') {
      const city = newCity(board, at.x, at.y);
      return { command: addCity(board, city), select: [{ kind: 'city', id: city.id }] };
    }
    if (tool === 'hq') {
      const { command, city } = addHqAt(board, at.x, at.y);
      return { command, select: [{ kind: 'city', id: city.id }] };
    }
    return null;
  },
  canConnect: (_tool, ref) => ref.kind === 'city',
  connect(_tool, board, from, to) {
    if (from.kind !== 'city' || to.kind !== 'city') return 'A route joins two cities.';
    if (from.id === to.id) return 'A route needs two different cities.';
    // A new route takes the type and costs of the last one drawn, so a series goes quickly.
    const last = board.routes[board.routes.length - 1];
    const route = newRoute(board, from.id, to.id, last?.type ?? 'solid', [...(last?.costs ?? [3])]);
    return { command: addRoute(board, route), select: [{ kind: 'route', id: route.id }] };
  },
  background: (board) => board.background,
  setBackgroundCommand: setBackground,
  boardName: (board) => board.name,
  summary: (board) => `${board.cities.length} cities · ${board.routes.length} routes · ${board.airlines.length} airlines`,
  serialise: serialiseAirlinesBoard,
};
