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
import { mirrorMove, moveRoundMiddle, pasteShift, tenth, turnMove, type PointEdit } from '../../editor-core/model/point-edits.js';
import type { ElementRef } from '../../editor-core/model/selection.js';
import type { MirrorAxis, Point, SelectionEdits, ToolEdit } from '../../editor-core/modes/types.js';
import type { CityRouteBoard } from './commands.js';
import { useT } from '../../i18n/area.js';
import { editorArea } from '../../i18n/editor/index.js';

/** The copy's words in the editor's language (read when an edit is made). */
const { t } = useT(editorArea);

/** What Ctrl+C keeps: the cities and the routes between them, as they were. */
export interface MapClip<R extends MapRoute = MapRoute> {
  cities: MapCity[];
  routes: R[];
}

/** How far (map units) a paste lands from the copy when the pointer is not on the map. */
export const PASTE_NUDGE = 20;

function selected(refs: readonly ElementRef[], kind: string): Set<string> {
  return new Set(refs.filter((r) => r.kind === kind).map((r) => r.id));
}

/** The selected cities, and the selected routes with both cities among them; how many routes were left out. */
export function copyMapSelection<R extends MapRoute>(board: CityRouteBoard<R>, refs: readonly ElementRef[]): { clip: MapClip<R>; leftOut: number } | string {
  const cityIds = selected(refs, 'city');
  const routeIds = selected(refs, 'route');
  const cities = board.cities.filter((c) => cityIds.has(c.id));
  if (cities.length === 0) return t('editor.routeMap.c.selectToCopy');
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
  edit: PointEdit,
  place: (d: Point) => Point,
  offset: (o: Offset) => Offset,
): ToolEdit<B> | string {
  const ids = selected(refs, 'city');
  const cities = board.cities.filter((c) => ids.has(c.id));
  if (cities.length < 2) return t('editor.routeMap.c.selectTwo');
  const moved = moveRoundMiddle(cities, place, map);
  if ('off' in moved) return t('editor.points.off', { edit, name: moved.off.name });
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
  const command = replaceCommand<B, R>(t('editor.points.edit', { edit, what: t('editor.routeMap.c.what', { cities: cities.length, routes: 0 }) }), { before, after }, { before: routesBefore, after: routesAfter });
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
      const what = t('editor.routeMap.c.what', { cities: clip.cities.length, routes: clip.routes.length });
      return { clip, say: t('editor.routeMap.c.copied', { what, leftOut }) };
    },
    paste(board, clip, at) {
      // The clipboard may hold another game's copy (Blue Skies airports): not cities.
      if (!Array.isArray(clip?.cities) || !Array.isArray(clip.routes) || clip.cities.length === 0) return t('editor.routeMap.c.noCities');
      if (board.cities.length + clip.cities.length > BOARD_LIMITS.cities) return t('editor.routeMap.c.noRoomCities', { max: BOARD_LIMITS.cities, n: clip.cities.length });
      if (board.routes.length + clip.routes.length > BOARD_LIMITS.routes) return t('editor.routeMap.c.noRoomRoutes', { max: BOARD_LIMITS.routes, n: clip.routes.length });
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
      const command: Command<B> = {
        label: t('editor.routeMap.c.paste', { what: t('editor.routeMap.c.what', { cities: cities.length, routes: routes.length }) }),
        do: (b) => ({ ...b, cities: [...b.cities, ...cities], routes: routes.length ? [...b.routes, ...routes] : b.routes }),
        undo: (b) => ({ ...b, cities: b.cities.filter((c) => !added.has(c.id)), routes: routes.length ? b.routes.filter((r) => !addedRoutes.has(r.id)) : b.routes }),
      };
      return { command, select: [...cities.map((c) => ({ kind: 'city', id: c.id })), ...routes.map((r) => ({ kind: 'route', id: r.id }))] };
    },
    mirror(board, refs, axis: MirrorAxis) {
      const { edit, move } = mirrorMove(axis);
      return transform<B, R>(board, refs, map, edit, move, offsetMove(move));
    },
    turn(board, refs, quarter) {
      const { edit, move } = turnMove(quarter);
      return transform<B, R>(board, refs, map, edit, move, offsetMove(move));
    },
  };
}
