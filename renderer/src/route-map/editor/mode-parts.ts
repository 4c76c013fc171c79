/**
 * The parts of an editor mode every route map shares: the city and route tools, how problems
 * name cities and routes, where they are, what a problem's path points at.
 */
import type { MapCity, MapRoute } from '../../../../games/core/route-map.js';
import type { Command } from '../../editor-core/model/command.js';
import type { LayerDef } from '../../editor-core/model/layers.js';
import type { ElementRef } from '../../editor-core/model/selection.js';
import type { Offset } from '../../../../games/core/route-map.js';
import type { ConnectTool, DeleteTool, EditorHandle, HandleDrag, LassoTool, PlaceTool, Point, SelectTool } from '../../editor-core/modes/types.js';
import { BEND_HANDLE_GAIN } from '../geometry.js';
import { cityName, routeCities, type CityRouteBoard } from './commands.js';
import type { BoardProblem } from '../../../../games/core/types.js';
import { useT } from '../../i18n/area.js';
import { editorArea } from '../../i18n/editor/index.js';
import type { WordValue } from '../../../../games/core/wording.js';

/** `$.routes[3].costs[0]` → `{ key: 'routes', index: 3 }`. */

/** The shared tools' words in the editor's language (getters: read when shown). */
const { t } = useT(editorArea);
export function pathHead(path: string): { key: string; index: number | null } | null {
  const m = /^\$\.([A-Za-z_$][\w$]*)(?:\[(\d+)\])?/.exec(path);
  if (!m) return null;
  return { key: m[1]!, index: m[2] === undefined ? null : Number(m[2]) };
}

export function routeName(board: CityRouteBoard, id: string): string {
  const r = board.routes.find((x) => x.id === id);
  return r ? t('editor.routeMap.d.route', { cities: routeCities(board, r) }) : t('editor.routeMap.d.aRoute');
}

/** A route's cities ("Denver–Omaha"), or its id when it is gone. */
function citiesOf(board: CityRouteBoard, id: string): string {
  const r = board.routes.find((x) => x.id === id);
  return r ? routeCities(board, r) : id;
}

/** A city by its name ("City Denver"; a new city's "City 2" as it is); one without a name by where it is, never by its id. */
export function describeCity(board: { cities: readonly MapCity[] }, id: string): string {
  const c = board.cities.find((x) => x.id === id);
  if (c && !c.name.trim()) return t('editor.routeMap.d.cityNoName', { x: Math.round(c.x), y: Math.round(c.y) });
  const name = cityName(board, id);
  return /^city\b/i.test(name) ? name : t('editor.routeMap.d.city', { name });
}

/** A city's place, or a route's middle (one end if the other is gone). */
export function cityOrRoutePosition(board: CityRouteBoard, ref: ElementRef): Point | null {
  if (ref.kind === 'city') {
    const c = board.cities.find((x) => x.id === ref.id);
    return c ? { x: c.x, y: c.y } : null;
  }
  if (ref.kind === 'route') {
    const r = board.routes.find((x) => x.id === ref.id);
    return r ? between(board, r.from, r.to) : null;
  }
  return null;
}

/** The middle of two cities (one of them if the other is missing). */
export function between(board: { cities: readonly MapCity[] }, from: string, to: string): Point | null {
  const a = board.cities.find((c) => c.id === from);
  const b = board.cities.find((c) => c.id === to);
  if (!a || !b) return a ? { x: a.x, y: a.y } : b ? { x: b.x, y: b.y } : null;
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** The city or route a `$.cities[i]…` / `$.routes[i]…` path points at. */
export function locateCityOrRoute(board: CityRouteBoard, key: string, index: number): ElementRef | null | undefined {
  if (key === 'cities') {
    const c = board.cities[index];
    return c ? { kind: 'city', id: c.id } : null;
  }
  if (key === 'routes') {
    const r = board.routes[index];
    return r ? { kind: 'route', id: r.id } : null;
  }
  return undefined;
}

export function cityOrRouteExists(board: CityRouteBoard, ref: ElementRef): boolean | undefined {
  if (ref.kind === 'city') return board.cities.some((c) => c.id === ref.id);
  if (ref.kind === 'route') return board.routes.some((r) => r.id === ref.id);
  return undefined;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's cities by its id ("Denver–Omaha"), or null for an id the board does not have. */
export type RouteNamer = (id: string) => string | null;

/**
 * Names routes by their cities from maps built on the first call, for one board as it is (the
 * editor's boards are immutable). A problem list names a route per problem: a scan of the routes,
 * and of the cities for each end, per problem took 3.4 s of CPU for a board with routes at their
 * limit. Where ids repeat, the first route and city win, as a scan would find them.
 */
export function routeNamer(board: CityRouteBoard): RouteNamer {
  let names: Map<string, string> | null = null;
  return (id) => {
    if (!names) {
      const cities = new Map<string, string>();
      for (const c of board.cities) if (!cities.has(c.id)) cities.set(c.id, c.name);
      const city = (cid: string): string => cities.get(cid) ?? cid;
      names = new Map();
      for (const r of board.routes) if (!names.has(r.id)) names.set(r.id, `${city(r.from)}–${city(r.to)}`);
    }
    return names.get(id) ?? null;
  };
}

/**
 * A rules module's message with route ids in it ("Route den-oma starts at …") in the editor's
 * words: the route's cities. Only the routes the board has are named.
 */
export function routeIdsToNames(route: RouteNamer, message: string): string {
  return message.replace(/\b([Rr])oute ([A-Za-z0-9_-]+)(?![\w-])/g, (m, r: string, id: string) => {
    const cities = route(id);
    // The message is the rules module's English: the route is named in English inside it.
    return cities === null ? m : `${r}oute ${cities}`;
  });
}

/**
 * A keyed problem's params with names for the ids a game check put there: `route` (an id the
 * board has) becomes its cities, "Denver–Omaha", and so does each id `more` names.
 */
export function idParamsToNames(route: RouteNamer, problem: BoardProblem, more: Readonly<Record<string, (id: string) => string | null>> = {}): Pick<BoardProblem, 'key' | 'params'> {
  if (!problem.params) return { key: problem.key };
  const params: Record<string, WordValue> = { ...problem.params };
  const id = params.route;
  const cities = typeof id === 'string' ? route(id) : null;
  if (cities !== null) params.route = cities;
  for (const [name, label] of Object.entries(more)) {
    const id = params[name];
    const named = typeof id === 'string' ? label(id) : null;
    if (named !== null) params[name] = named;
  }
  return { key: problem.key, params };
}

/** Replaces every `<word> <id>` with a name (bonus connections, …), for ids the board has. */
export function idsToNames(message: string, word: string, names: ReadonlyMap<string, string>): string {
  if (names.size === 0) return message;
  return message.replace(new RegExp(`\\b${escape(word)} ([A-Za-z0-9_-]+)(?![\\w-])`, 'g'), (m, id: string) => names.get(id) ?? m);
}

export const SELECT_TOOL: SelectTool = {
  id: 'select',
  labelKey: 'editor.toolSelect',
  key: 'v',
  kind: 'select',
  get hint() {
    return t('editor.routeMap.selectHint');
  },
};

export const LASSO_TOOL: LassoTool = {
  id: 'lasso',
  labelKey: 'editor.toolLasso',
  key: 'l',
  kind: 'lasso',
  get hint() {
    return t('editor.routeMap.lassoHint');
  },
};

/** A bend or a moved set of numbers this close (map units) to straight / on the line snaps back. */
export const SNAP_BACK = 4;

/** The commands a route map's handles edit (cityRouteCommands gives them). */
export interface OffsetCommands<B> {
  setCityLabel(b: B, id: string, o: Offset | null): Command<B> | null;
  setRouteBend(b: B, id: string, o: Offset | null): Command<B> | null;
  setRouteLabel(b: B, id: string, o: Offset | null): Command<B> | null;
}

/**
 * A route map's handles (the editor scene draws them, see scene.ts): `bend` (on a selected
 * route, a quarter along it; `from` in the handle's measure), `numbers` (a selected route's circles) and `name` (a city's name). A bend or numbers
 * dragged back near the line snap back onto it (the field is removed).
 */
export function routeMapHandleDrag<B extends CityRouteBoard>(cmds: OffsetCommands<B>) {
  return (board: B, handle: EditorHandle): HandleDrag<B> | null => {
    const { kind, id } = handle.ref;
    const at = (dx: number, dy: number): Offset => ({ dx: handle.from.dx + dx, dy: handle.from.dy + dy });
    const near = (o: Offset) => Math.hypot(o.dx, o.dy) < SNAP_BACK;
    if (kind === 'bend' && board.routes.some((r) => r.id === id)) {
      // The handle sits a quarter along the curve and moves BEND_HANDLE_GAIN times as far as its middle.
      const bend = (dx: number, dy: number): Offset => {
        const h = at(dx, dy);
        return { dx: h.dx / BEND_HANDLE_GAIN, dy: h.dy / BEND_HANDLE_GAIN };
      };
      return { label: t('editor.routeMap.u.bend', { route: citiesOf(board, id) }), to: (b, dx, dy) => cmds.setRouteBend(b, id, near(bend(dx, dy)) ? null : bend(dx, dy)) };
    }
    if (kind === 'numbers' && board.routes.some((r) => r.id === id)) {
      return { label: t('editor.routeMap.u.moveNumbers', { route: citiesOf(board, id) }), to: (b, dx, dy) => cmds.setRouteLabel(b, id, near(at(dx, dy)) ? null : at(dx, dy)) };
    }
    if (kind === 'name' && board.cities.some((c) => c.id === id)) {
      return { label: t('editor.routeMap.u.moveName', { city: cityName(board, id) }), to: (b, dx, dy) => cmds.setCityLabel(b, id, at(dx, dy)) };
    }
    return null;
  };
}

/**
 * How near (map units) a new city may come to one already there: closer, its dot would cover the
 * other's, which is never what a designer wants from one click.
 */
export const MIN_CITY_GAP = 12;

/** The city a click at `at` is on, or so near that a new city there would sit on top of it. */
export function cityAt(board: { cities: readonly MapCity[] }, at: Point, hit: ElementRef | null): string | null {
  if (hit?.kind === 'city') return hit.id;
  let best: string | null = null;
  let bestD = MIN_CITY_GAP;
  for (const c of board.cities) {
    const d = Math.hypot(c.x - at.x, c.y - at.y);
    if (d < bestD) {
      bestD = d;
      best = c.id;
    }
  }
  return best;
}

export function cityTool<B extends CityRouteBoard>(cmds: { newCity(b: B, x: number, y: number): MapCity; addCity(b: B, c: MapCity): Command<B> }): PlaceTool<B> {
  return {
    id: 'city',
    labelKey: 'editor.toolCity',
    key: 'c',
    kind: 'place',
    get hint() {
      return t('editor.routeMap.cityHint');
    },
    place(board, at, hit) {
      // Never a second city stacked on (or squeezed against) one already there.
      const there = cityAt(board, at, hit);
      if (there) return t('editor.routeMap.cityThere', { city: describeCity(board, there) });
      const city = cmds.newCity(board, at.x, at.y);
      return { command: cmds.addCity(board, city), select: [{ kind: 'city', id: city.id }] };
    },
  };
}

/** Click a city, then another: a route; `make` gives the new route its game's fields. */
export function routeTool<B extends CityRouteBoard<R>, R extends MapRoute>(cmds: { addRoute(b: B, r: R): Command<B> }, make: (board: B, from: string, to: string) => R): ConnectTool<B> {
  return {
    id: 'route',
    labelKey: 'editor.toolRoute',
    key: 'r',
    kind: 'connect',
    get hint() {
      return t('editor.routeMap.routeHint');
    },
    words: {
      get start() {
        return t('editor.routeMap.routeStart');
      },
      get next() {
        return t('editor.routeMap.routeNext');
      },
    },
    canConnect: (_board, ref) => ref.kind === 'city',
    connect(board, from, to) {
      if (from.kind !== 'city' || to.kind !== 'city') return t('editor.routeMap.routeNotCities');
      if (from.id === to.id) return t('editor.routeMap.routeSame');
      const route = make(board, from.id, to.id);
      return { command: cmds.addRoute(board, route), select: [{ kind: 'route', id: route.id }] };
    },
  };
}

/** The Delete tool; `hint` is read each time it is shown, so it follows the editor's language. */
export function deleteTool(hint: () => string): DeleteTool {
  return {
    id: 'delete',
    labelKey: 'editor.toolDelete',
    key: 'd',
    kind: 'delete',
    get hint() {
      return hint();
    },
  };
}

/**
 * A route map's layers: its cities (hidden, their routes go too: a route is drawn between two
 * cities) and its routes. `placeTools` are the game's tools that put something on a city (HQ, home).
 */
export function routeMapLayers<B extends CityRouteBoard>(placeTools: readonly string[] = []): LayerDef<B>[] {
  return [
    { id: 'cities', labelKey: 'editor.layerCities', kinds: ['city'], tools: ['city', ...placeTools], hide: (b) => ({ ...b, cities: [], routes: [] }) },
    { id: 'routes', labelKey: 'editor.layerRoutes', kinds: ['route'], tools: ['route'], hide: (b) => ({ ...b, routes: [] }) },
  ];
}
