/**
 * What each drawn part of a route map depends on, as short keys. The scene keeps one display
 * object (or a small group) per city, route and flag, and redraws a part only when its key
 * changes, so an edit on a big board touches a handful of objects instead of thousands.
 * Pure (no Pixi), so the diff is tested in Node.
 */
import type { MapCity, MapRoute } from '../../../games/core/route-map.js';
import type { RouteShape } from './geometry.js';

/** An airline's flag on a city (a headquarters, a home airport). */
export interface FlagSpec {
  /** The airline's id. */
  id: string;
  /** The city it stands on. */
  city: string;
  initials: string;
  colour: string;
}

/**
 * The route's line and its circles: its look, where its ends are, where its middle is (a bend
 * moves it), where its first circle is (a moved label moves it), how many circles.
 */
export function routeShapeKey(look: string, shape: RouteShape, circles: number): string {
  const c = shape.circles[0];
  return `${look}|${shape.a.x},${shape.a.y}|${shape.b.x},${shape.b.y}|${shape.middle.x},${shape.middle.y}|${c ? `${c.x},${c.y}` : ''}|${circles}|${shape.radius}`;
}

/** One flag: which city it stands on, where, its place among that city's flags, its look. */
export interface FlagPlacement {
  flag: FlagSpec;
  city: { x: number; y: number };
  /** 0 for the first airline based in that city, 1 for the next, … (flags stand side by side). */
  slot: number;
  key: string;
}

/** The flags in drawing order: by city (board order), then airline order within a city. */
export function flagPlacements(cities: readonly MapCity[], flags: readonly FlagSpec[]): FlagPlacement[] {
  const byCity = new Map<string, FlagSpec[]>();
  for (const f of flags) {
    const list = byCity.get(f.city);
    if (list) list.push(f);
    else byCity.set(f.city, [f]);
  }
  const out: FlagPlacement[] = [];
  for (const c of cities) {
    (byCity.get(c.id) ?? []).forEach((f, slot) => {
      out.push({ flag: f, city: { x: c.x, y: c.y }, slot, key: `${c.x},${c.y}|${slot}|${f.initials}|${f.colour}` });
    });
  }
  return out;
}

/** True when two id lists differ (a part was added, removed or reordered). */
export function orderChanged(before: readonly string[], after: readonly string[]): boolean {
  if (before.length !== after.length) return true;
  for (let i = 0; i < after.length; i++) if (before[i] !== after[i]) return true;
  return false;
}

export interface KeyDiff {
  added: string[];
  changed: string[];
  removed: string[];
}

/** Which ids are new, which changed key, which are gone (ids in `after`'s order). */
export function diffKeys(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): KeyDiff {
  const out: KeyDiff = { added: [], changed: [], removed: [] };
  for (const [id, key] of after) {
    const old = before.get(id);
    if (old === undefined) out.added.push(id);
    else if (old !== key) out.changed.push(id);
  }
  for (const id of before.keys()) if (!after.has(id)) out.removed.push(id);
  return out;
}

/** The keys of every part of a board, as the scene compares them between two draws. */
export interface BoardPartKeys {
  /** Route id → its line and circles (see routeShapeKey); routes without both cities are left out. */
  routes: Map<string, string>;
  /** Route id → the numbers on its circles. */
  costs: Map<string, string>;
  /** City id → its position. */
  cities: Map<string, string>;
  /** City id → its name. */
  names: Map<string, string>;
  /** Airline id → its flag (see flagPlacements). */
  flags: Map<string, string>;
}

const shapeKeys = new WeakMap<RouteShape, { line: string; count: number; key: string }>();
/** Keys of unchanged objects, kept between draws (an edit makes new objects for what it changes). */
const cityKeys = new WeakMap<MapCity, string>();
const numberKeys = new WeakMap<readonly number[], string>();

function joined(numbers: readonly number[]): string {
  let k = numberKeys.get(numbers);
  if (k === undefined) numberKeys.set(numbers, (k = numbers.join(',')));
  return k;
}

export function boardPartKeys<R extends MapRoute>(
  board: { cities: readonly MapCity[]; routes: readonly R[] },
  shapes: ReadonlyMap<string, RouteShape>,
  look: { lineKey(route: R): string; numbers(route: R): readonly number[] },
  flags: readonly FlagPlacement[],
): BoardPartKeys {
  const keys: BoardPartKeys = { routes: new Map(), costs: new Map(), cities: new Map(), names: new Map(), flags: new Map() };
  for (const r of board.routes) {
    const shape = shapes.get(r.id);
    if (!shape) continue;
    const numbers = look.numbers(r);
    const line = look.lineKey(r);
    // A shape kept from the board before (geometry.ts) keeps its key too.
    const kept = shapeKeys.get(shape);
    const key = kept && kept.line === line && kept.count === numbers.length ? kept.key : routeShapeKey(line, shape, numbers.length);
    if (kept?.key !== key) shapeKeys.set(shape, { line, count: numbers.length, key });
    keys.routes.set(r.id, key);
    keys.costs.set(r.id, joined(numbers));
  }
  for (const c of board.cities) {
    let at = cityKeys.get(c);
    if (at === undefined) cityKeys.set(c, (at = `${c.x},${c.y}`));
    keys.cities.set(c.id, at);
    keys.names.set(c.id, c.name);
  }
  for (const f of flags) keys.flags.set(f.flag.id, f.key);
  return keys;
}
