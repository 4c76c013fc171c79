/**
 * Copy, paste, mirror and turn of a selection on a route map (Airlines, Airlines Europe): the
 * selected cities, with the selected routes whose two cities are both in it (a route is never
 * copied or pasted without both its ends). Each edit is one command, so one undo step.
 *
 * Pasted cities and routes get fresh ids (`city-N`, `from-to`) and names not yet on the board
 * ("Denver 2"); their routes are joined to the pasted cities. Mirror and turn move the cities
 * round the middle of the selection and turn the routes' bends and moved numbers with them; a
 * turn that would leave the map is refused and changes nothing.
 */
import type { MapCity, MapRoute, Offset } from '../../../../games/core/route-map.js';
import { BOARD_LIMITS } from '../../../../games/core/limits.js';
import type { Command } from '../../editor-core/model/command.js';
import { freeName, nextNumbered, uniqueId } from '../../editor-core/model/ids.js';
import { mirrorMove, moveRoundMiddle, pasteShift, tenth, turnMove } from '../../editor-core/model/point-edits.js';
import type { ElementRef } from '../../editor-core/model/selection.js';
import type { MirrorAxis, Point, SelectionEdits, ToolEdit } from '../../editor-core/modes/types.js';
import type { CityRouteBoard } from './commands.js';

/** What Ctrl+C keeps: the cities and the routes between them, as they were. */
export interface MapClip<R extends MapRoute = MapRoute> {
  cities: MapCity[];
  routes: R[];
}

/** How far (map units) a paste lands from the copy when the pointer is not on the map. */
export const PASTE_NUDGE = 20;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function selected(refs: readonly ElementRef[], kind: string): Set<string> {
  return new Set(refs.filter((r) => r.kind === kind).map((r) => r.id));
}

/** The selected cities, and the selected routes with both cities among them; how many routes were left out. */
export function copyMapSelection<R extends MapRoute>(board: CityRouteBoard<R>, refs: readonly ElementRef[]): { clip: MapClip<R>; leftOut: number } | string {
  const cityIds = selected(refs, 'city');
  const routeIds = selected(refs, 'route');
  const cities = board.cities.filter((c) => cityIds.has(c.id));
  if (cities.length === 0) return 'Select cities to copy (a route is copied with its two cities).';
  const picked = board.routes.filter((r) => routeIds.has(r.id));
  const routes = picked.filter((r) => cityIds.has(r.from) && cityIds.has(r.to));
  return { clip: { cities, routes }, leftOut: picked.length - routes.length };
}


/** Replaces cities and routes by id with new objects, and back on undo (one step). */
function replaceCommand<B extends CityRouteBoard<R>, R extends MapRoute>(
  label: string,
  cities: { before: ReadonlyMap<string, MapCity>; after: ReadonlyMap<string, MapCity> },
  routes: { before: ReadonlyMap<string, R>; after: ReadonlyMap<string, R> },
): Command<B> {
  const put = (b: B, c: ReadonlyMap<string, MapCity>, r: ReadonlyMap<string, R>): B => ({
    ...b,
    cities: c.size ? b.cities.map((x) => c.get(x.id) ?? x) : b.cities,
    routes: r.size ? b.routes.map((x) => r.get(x.id) ?? x) : b.routes,
  });
  return { label, do: (b) => put(b, cities.after, routes.after), undo: (b) => put(b, cities.before, routes.before) };
}

/**
 * Moves the selected cities by `place` round the selection's middle, and turns the offsets of
 * the routes between them (`offset`); refused when a city would leave the map.
 */
function transform<B extends CityRouteBoard<R>, R extends MapRoute>(
  board: B,
  refs: readonly ElementRef[],
  map: { width: number; height: number },
  label: string,
  place: (d: Point) => Point,
  offset: (o: Offset) => Offset,
): ToolEdit<B> | string {
  const ids = selected(refs, 'city');
  const cities = board.cities.filter((c) => ids.has(c.id));
  if (cities.length < 2) return 'Select two or more cities (with the routes between them) to mirror or turn them.';
  const moved = moveRoundMiddle(cities, place, map);
  if ('off' in moved) return `${label}, ${moved.off.name} would leave the map: move the selection inward first.`;
  const before = new Map<string, MapCity>();
  const after = new Map<string, MapCity>();
  cities.forEach((c, i) => {
    before.set(c.id, c);
    after.set(c.id, { ...c, ...moved.placed[i]! });
  });
  const routesBefore = new Map<string, R>();
  const routesAfter = new Map<string, R>();
  for (const r of board.routes) {
    if (!ids.has(r.from) || !ids.has(r.to) || (!r.bend && !r.label)) continue;
    const next = { ...r };
    if (r.bend) next.bend = roundOffset(offset(r.bend));
    if (r.label) next.label = roundOffset(offset(r.label));
    routesBefore.set(r.id, r);
    routesAfter.set(r.id, next);
  }
  const command = replaceCommand<B, R>(`${label} ${plural(cities.length, 'city', 'cities')}`, { before, after }, { before: routesBefore, after: routesAfter });
  return { command, select: refs.filter((r) => (r.kind === 'city' ? ids.has(r.id) : r.kind === 'route')) };
}

const roundOffset = (o: Offset): Offset => ({ dx: tenth(o.dx), dy: tenth(o.dy) });
/** A bend or a moved label turns (or mirrors) as the cities round it do. */
const offsetMove =
  (move: (d: Point) => Point) =>
  (o: Offset): Offset => {
    const p = move({ x: o.dx, y: o.dy });
    return { dx: p.x, dy: p.y };
  };

/** Copy, paste, mirror and turn for a route map of this size (its mode's `selectionEdits`). */
export function routeMapSelectionEdits<B extends CityRouteBoard<R>, R extends MapRoute = B['routes'][number]>(map: { width: number; height: number }): SelectionEdits<B, MapClip<R>> {
  return {
    copy(board, refs) {
      const got = copyMapSelection<R>(board, refs);
      if (typeof got === 'string') return got;
      const { clip, leftOut } = got;
      const what = clip.routes.length ? `${plural(clip.cities.length, 'city', 'cities')} and ${plural(clip.routes.length, 'route', 'routes')}` : plural(clip.cities.length, 'city', 'cities');
      const note = leftOut ? ` (${plural(leftOut, 'route', 'routes')} left out: a route is copied only with both its cities)` : '';
      return { clip, say: `Copied ${what}${note}. Ctrl+V pastes them.` };
    },
    paste(board, clip, at) {
      // The clipboard may hold another game's copy (Blue Skies airports): not cities.
      if (!Array.isArray(clip?.cities) || !Array.isArray(clip.routes) || clip.cities.length === 0) return 'The copy holds no cities: select cities and press Ctrl+C.';
      if (board.cities.length + clip.cities.length > BOARD_LIMITS.cities) return `A board holds at most ${BOARD_LIMITS.cities} cities: there is no room for ${clip.cities.length} more.`;
      if (board.routes.length + clip.routes.length > BOARD_LIMITS.routes) return `A board holds at most ${BOARD_LIMITS.routes} routes: there is no room for ${clip.routes.length} more.`;
      // At the pointer (the copy's middle under it), or a little down and right of the copy, kept on the map.
      const { dx, dy } = pasteShift(clip.cities, at, map, PASTE_NUDGE);
      const cityIds = new Set(board.cities.map((c) => c.id));
      const names = new Set(board.cities.map((c) => c.name));
      const routeIds = new Set(board.routes.map((r) => r.id));
      const newId = new Map<string, string>();
      const cities: MapCity[] = clip.cities.map((c) => {
        const id = nextNumbered('city-', cityIds);
        cityIds.add(id);
        newId.set(c.id, id);
        return { ...c, id, name: freeName(c.name, names, BOARD_LIMITS.placeName), x: tenth(c.x + dx), y: tenth(c.y + dy) };
      });
      const routes: R[] = [];
      for (const r of clip.routes) {
        const from = newId.get(r.from);
        const to = newId.get(r.to);
        if (!from || !to) continue; // never a route without both its cities
        const id = uniqueId(`${from}-${to}`, routeIds);
        routeIds.add(id);
        routes.push({ ...r, id, from, to });
      }
      const added = new Set(cities.map((c) => c.id));
      const addedRoutes = new Set(routes.map((r) => r.id));
      const what = routes.length ? `${plural(cities.length, 'city', 'cities')} and ${plural(routes.length, 'route', 'routes')}` : plural(cities.length, 'city', 'cities');
      const command: Command<B> = {
        label: `Paste ${what}`,
        do: (b) => ({ ...b, cities: [...b.cities, ...cities], routes: routes.length ? [...b.routes, ...routes] : b.routes }),
        undo: (b) => ({ ...b, cities: b.cities.filter((c) => !added.has(c.id)), routes: routes.length ? b.routes.filter((r) => !addedRoutes.has(r.id)) : b.routes }),
      };
      return { command, select: [...cities.map((c) => ({ kind: 'city', id: c.id })), ...routes.map((r) => ({ kind: 'route', id: r.id }))] };
    },
    mirror(board, refs, axis: MirrorAxis) {
      const { label, move } = mirrorMove(axis);
      return transform<B, R>(board, refs, map, label, move, offsetMove(move));
    },
    turn(board, refs, quarter) {
      const { label, move } = turnMove(quarter);
      return transform<B, R>(board, refs, map, label, move, offsetMove(move));
    },
  };
}
