/**
 * Editor commands every route map has (Airlines, Airlines Europe): cities placed, moved,
 * renamed; routes added and patched; elements deleted from the board's lists with what depends
 * on them. Each builder takes the board the command will first apply to and returns a do/undo
 * pair (editor/model/command.ts); boards are immutable and share what did not change.
 */
import type { MapCity, MapRoute, Offset } from '../../../../games/core/route-map.js';
import { BOARD_LIMITS } from '../../../../games/core/limits.js';
import { command, type Command } from '../../editor-core/model/command.js';
import { nextNumbered, uniqueId } from '../../editor-core/model/ids.js';
import { useT } from '../../i18n/area.js';
import { editorArea } from '../../i18n/editor/index.js';

/** Undo labels in the editor's language (worded when a command is made). */
const { t } = useT(editorArea);

/** The part of a board these commands touch. */
export interface CityRouteBoard<R extends MapRoute = MapRoute> {
  cities: MapCity[];
  routes: R[];
}

type Positions = ReadonlyMap<string, { x: number; y: number }>;

export function cityName(board: { cities: readonly MapCity[] }, id: string): string {
  return board.cities.find((c) => c.id === id)?.name ?? id;
}

/** "Denver–Omaha": a route by its cities. */
export function routeCities(board: { cities: readonly MapCity[] }, route: MapRoute): string {
  return `${cityName(board, route.from)}–${cityName(board, route.to)}`;
}

interface Removed<T> {
  index: number;
  item: T;
}

function removeAt<T extends { id: string }>(list: readonly T[], ids: ReadonlySet<string>): Removed<T>[] {
  const out: Removed<T>[] = [];
  list.forEach((item, index) => {
    if (ids.has(item.id)) out.push({ index, item });
  });
  return out;
}

function reinsert<T>(list: readonly T[], removed: readonly Removed<T>[]): T[] {
  const next = [...list];
  for (const r of removed) next.splice(r.index, 0, r.item); // ascending: each index is final
  return next;
}

/** One list to delete from: the ids, and how the label names one element or several. */
export interface ListRemoval {
  key: string;
  ids: ReadonlySet<string>;
  /** The label's word for one element (its name) … */
  one(item: { id: string }): string;
  /** … and for several: "3 routes". */
  many(n: number): string;
}

/**
 * Deletes elements from several top-level lists of a board as one command; undo puts each back
 * at its place. Lists with nothing to delete stay the same objects. Null when nothing matches.
 */
export function deleteFromLists<B extends object>(board: B, removals: readonly ListRemoval[]): Command<B> | null {
  const lists = board as unknown as Record<string, readonly { id: string }[] | undefined>;
  const found = removals.map((r) => ({ r, removed: removeAt(lists[r.key] ?? [], r.ids) })).filter((x) => x.removed.length > 0);
  if (found.length === 0) return null;
  const parts = found.map(({ r, removed }) => (removed.length === 1 ? r.one(removed[0]!.item) : r.many(removed.length)));
  const put = (b: B, fn: (list: readonly { id: string }[], x: (typeof found)[number]) => { id: string }[]): B => {
    const next = { ...b } as Record<string, unknown>;
    for (const x of found) next[x.r.key] = fn(((b as Record<string, unknown>)[x.r.key] as { id: string }[] | undefined) ?? [], x);
    return next as B;
  };
  return command(
    t('editor.routeMap.u.delete', { what: parts.join(', ') }),
    (b) => put(b, (list, x) => list.filter((item) => !x.r.ids.has(item.id))),
    (b) => put(b, (list, x) => reinsert(list, x.removed)),
  );
}

/** Which drawing field of which element an offset command sets. */
type OffsetField = { list: 'cities'; field: 'label' } | { list: 'routes'; field: 'label' | 'bend' };

/** An offset as a board keeps it: tenths of a map unit, within ±max. */
export function boundOffset(o: Offset, max: number): Offset {
  const r = (v: number) => Math.round(Math.max(-max, Math.min(max, v)) * 10) / 10 || 0;
  return { dx: r(o.dx), dy: r(o.dy) };
}

/**
 * Sets (or, with null, removes) one drawing offset of one city or route: a name's place, a
 * route's numbers, a route's bend. Undo puts back the old value, or removes the key if there
 * was none, so a board that never had it round-trips byte for byte. The steps of one drag fold
 * into one (same element and field). Null when the value is already so.
 */
export function setOffset<B extends CityRouteBoard>(board: B, at: OffsetField, id: string, value: Offset | null, label: string): Command<B> | null {
  const list = board[at.list] as readonly (MapCity | MapRoute)[];
  const item = list.find((x) => x.id === id) as Record<string, unknown> | undefined;
  if (!item) return null;
  const had = Object.hasOwn(item, at.field);
  const old = item[at.field] as Offset | undefined;
  if (value === null ? !had : old?.dx === value.dx && old?.dy === value.dy) return null;
  return offsetCommand(at, id, had ? old! : null, value, label);
}

function offsetCommand<B extends CityRouteBoard>(at: OffsetField, id: string, before: Offset | null, after: Offset | null, label: string): Command<B> {
  const put = (b: B, v: Offset | null): B => {
    const list = (b[at.list] as unknown as readonly Record<string, unknown>[]).map((x) => {
      if (x.id !== id) return x;
      const next = { ...x };
      if (v) next[at.field] = { ...v };
      else delete next[at.field];
      return next;
    });
    return { ...b, [at.list]: list };
  };
  const cmd: Command<B> & { after: Offset | null } = {
    label,
    mergeKey: `${at.list}.${at.field}:${id}`,
    do: (b) => put(b, after),
    undo: (b) => put(b, before),
    // A drag's later step keeps the value from before the drag and takes the newest.
    merge: (next) => offsetCommand(at, id, before, (next as typeof cmd).after, label),
    after,
  };
  return cmd;
}

/**
 * The city and route commands of one map size. A game makes them once
 * (`const cr = cityRouteCommands<MyBoard>({ width, height })`) and exports what its tools use.
 */
export function cityRouteCommands<B extends CityRouteBoard<R>, R extends MapRoute = B['routes'][number]>(map: { width: number; height: number }) {
  type Cmd = Command<B>;

  function clampToMap(x: number, y: number): { x: number; y: number } {
    const r = (v: number) => Math.round(v * 10) / 10;
    return { x: r(Math.min(map.width, Math.max(0, x))), y: r(Math.min(map.height, Math.max(0, y))) };
  }

  function addCity(_board: B, city: MapCity): Cmd {
    return command(
      t('editor.routeMap.u.addCity', { name: city.name }),
      (b) => ({ ...b, cities: [...b.cities, city] }),
      (b) => ({ ...b, cities: b.cities.filter((c) => c.id !== city.id) }),
    );
  }

  /** A new city at a map point, with the first free id "city-N" and a name to match. */
  function newCity(board: B, x: number, y: number, name?: string): MapCity {
    const id = nextNumbered('city-', new Set(board.cities.map((c) => c.id)));
    return { id, name: name ?? t('editor.routeMap.u.newCity', { n: id.slice(5) }), ...clampToMap(x, y) };
  }

  function placeCities(b: B, at: Positions): B {
    return { ...b, cities: b.cities.map((c) => (at.has(c.id) ? { ...c, ...at.get(c.id)! } : c)) };
  }

  function moveCommand(from: Positions, to: Positions, board: B): Cmd {
    const ids = [...from.keys()].sort();
    const label = t('editor.routeMap.u.move', { n: ids.length, name: cityName(board, ids[0]!) });
    const cmd: Cmd = {
      label,
      mergeKey: `move:${ids.join(',')}`,
      do: (b) => placeCities(b, to),
      undo: (b) => placeCities(b, from),
      merge: (next) => {
        const n = next as Cmd & { targets?: Positions };
        return n.targets ? moveCommand(from, n.targets, board) : null;
      },
    };
    return Object.assign(cmd, { targets: to });
  }

  /** Puts cities at new places. Moves of the same cities in one drag fold into one. */
  function moveCitiesTo(board: B, targets: Positions): Cmd {
    const from = new Map<string, { x: number; y: number }>();
    for (const c of board.cities) if (targets.has(c.id)) from.set(c.id, { x: c.x, y: c.y });
    return moveCommand(from, targets, board);
  }

  /** Moves cities by an offset, each kept inside the map. */
  function moveCitiesBy(board: B, ids: readonly string[], dx: number, dy: number): Cmd | null {
    const wanted = new Set(ids);
    const targets = new Map<string, { x: number; y: number }>();
    for (const c of board.cities) if (wanted.has(c.id)) targets.set(c.id, clampToMap(c.x + dx, c.y + dy));
    return targets.size ? moveCitiesTo(board, targets) : null;
  }

  function renameCity(board: B, id: string, name: string): Cmd {
    const old = cityName(board, id);
    const put = (b: B, n: string): B => ({ ...b, cities: b.cities.map((c) => (c.id === id ? { ...c, name: n } : c)) });
    return command(t('editor.routeMap.u.rename', { old, name }), (b) => put(b, name), (b) => put(b, old));
  }

  /** A fresh route id from its cities ("den-oma", "den-oma-2" …). */
  function routeId(board: B, from: string, to: string): string {
    return uniqueId(`${from}-${to}`.toLowerCase(), new Set(board.routes.map((r) => r.id)));
  }

  function addRoute(board: B, route: R): Cmd {
    return command(
      t('editor.routeMap.u.addRoute', { route: routeCities(board, route) }),
      (b) => ({ ...b, routes: [...b.routes, route] }),
      (b) => ({ ...b, routes: b.routes.filter((r) => r.id !== route.id) }),
    );
  }

  function patchRoutes(b: B, values: ReadonlyMap<string, Partial<R>>): B {
    return { ...b, routes: b.routes.map((r) => (values.has(r.id) ? { ...r, ...values.get(r.id)! } : r)) };
  }

  /** Sets fields of routes; routes already so are left out; null when nothing changes. */
  function patchRoutesCommand(board: B, ids: readonly string[], patch: (r: R) => Partial<R> | null, label: (n: number, first: R) => string): Cmd | null {
    const wanted = new Set(ids);
    const before = new Map<string, Partial<R>>();
    const after = new Map<string, Partial<R>>();
    let first: R | null = null;
    for (const r of board.routes) {
      if (!wanted.has(r.id)) continue;
      const p = patch(r);
      if (!p) continue;
      const old: Partial<R> = {};
      for (const k of Object.keys(p) as (keyof R)[]) old[k] = r[k];
      before.set(r.id, old);
      after.set(r.id, p);
      first ??= r;
    }
    if (!first) return null;
    return command(label(after.size, first), (b) => patchRoutes(b, after), (b) => patchRoutes(b, before));
  }

  /** The cities and the routes that touch them, for a delete that takes a city's routes along. */
  function withTouchingRoutes(board: B, cities: Iterable<string>, routes: Iterable<string>): { cities: Set<string>; routes: Set<string> } {
    const cityIds = new Set(cities);
    const routeIds = new Set(routes);
    for (const r of board.routes) if (cityIds.has(r.from) || cityIds.has(r.to)) routeIds.add(r.id);
    return { cities: cityIds, routes: routeIds };
  }

  /** Puts a city's name `offset` from its point (null: where the screen places it). */
  function setCityLabel(board: B, id: string, offset: Offset | null): Cmd | null {
    const v = offset && boundOffset(offset, BOARD_LIMITS.labelOffset);
    return setOffset(board, { list: 'cities', field: 'label' }, id, v, v ? t('editor.routeMap.u.moveName', { city: cityName(board, id) }) : t('editor.routeMap.u.nameAuto', { city: cityName(board, id) }));
  }

  /** Bends a route so its middle sits `bend` from the straight line's middle (null: straight). */
  function setRouteBend(board: B, id: string, bend: Offset | null): Cmd | null {
    const r = board.routes.find((x) => x.id === id);
    const v = bend && boundOffset(bend, BOARD_LIMITS.bend);
    const name = r ? routeCities(board, r) : id;
    return setOffset(board, { list: 'routes', field: 'bend' }, id, v, v ? t('editor.routeMap.u.bend', { route: name }) : t('editor.routeMap.u.straighten', { route: name }));
  }

  /** Moves a route's numbered circles `offset` from their place on the line (null: back on it). */
  function setRouteLabel(board: B, id: string, offset: Offset | null): Cmd | null {
    const r = board.routes.find((x) => x.id === id);
    const v = offset && boundOffset(offset, BOARD_LIMITS.labelOffset);
    const name = r ? routeCities(board, r) : id;
    return setOffset(board, { list: 'routes', field: 'label' }, id, v, v ? t('editor.routeMap.u.moveNumbers', { route: name }) : t('editor.routeMap.u.numbersBack', { route: name }));
  }

  const cityRemoval = (ids: ReadonlySet<string>): ListRemoval => ({ key: 'cities', ids, one: (c) => (c as MapCity).name, many: (n) => t('editor.routeMap.c.what', { cities: n, routes: 0 }) });
  const routeRemoval = (ids: ReadonlySet<string>): ListRemoval => ({ key: 'routes', ids, one: () => t('editor.routeMap.u.routes', { n: 1 }), many: (n) => t('editor.routeMap.u.routes', { n }) });

  return {
    clampToMap,
    addCity,
    newCity,
    moveCitiesTo,
    moveCitiesBy,
    renameCity,
    routeId,
    addRoute,
    patchRoutesCommand,
    setCityLabel,
    setRouteBend,
    setRouteLabel,
    withTouchingRoutes,
    cityRemoval,
    routeRemoval,
  };
}
