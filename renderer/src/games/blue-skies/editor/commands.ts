/**
 * The Blue Skies editor commands. Airports are edited element by element (place, move, change a
 * field or a gate, change the code, delete); regions, the bag, the points and the player-count
 * table swap one top-level field, which is exact and cheap because boards are immutable. Every
 * builder takes the board it will first apply to and returns a do/undo pair (model/command.ts).
 */
import { MAP_HEIGHT, MAP_WIDTH, type Airport, type BlueSkiesBoard, type GateSpace, type Region } from '../../../../../games/blue-skies/board.js';
import { isPrototypeName } from '../../../../../games/core/board-ids.js';
import { command, setField, type Command } from '../../../editor-core/model/command.js';
import { nextNumbered, uniqueId } from '../../../editor-core/model/ids.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

/** Undo labels and refusals in the editor's language (worded when a command is made). */
const { t } = useT(editorArea);

type B = BlueSkiesBoard;
type Cmd = Command<B>;

export function cityOf(board: B, id: string): string {
  return board.airports.find((a) => a.id === id)?.city ?? id;
}

export function clampToMap(x: number, y: number): { x: number; y: number } {
  const r = (v: number) => Math.round(v * 10) / 10;
  return { x: r(Math.min(MAP_WIDTH, Math.max(0, x))), y: r(Math.min(MAP_HEIGHT, Math.max(0, y))) };
}

// ---- airports --------------------------------------------------------------------------------

/** Gate spaces of a new airport: cheap on the left, the last two used only by more players. */
export const NEW_GATES: readonly GateSpace[] = [
  { cost: 2, fromPlayers: 2 },
  { cost: 3, fromPlayers: 2 },
  { cost: 3, fromPlayers: 3 },
  { cost: 4, fromPlayers: 4 },
];

/** A new airport at a map point: the first free code "AP1", "AP2" …, a name to match. */
export function newAirport(board: B, x: number, y: number): Airport {
  const id = nextNumbered('AP', new Set(board.airports.map((a) => a.id)));
  return { id, city: `Airport ${id.slice(2)}`, ...clampToMap(x, y), value: 3, gates: NEW_GATES.map((g) => ({ ...g })), buyout: 3, demand: 1 };
}

export function addAirport(board: B, airport: Airport): Cmd {
  return command(
    t('editor.skies.u.addAirport', { name: airport.city }),
    (b) => ({ ...b, airports: [...b.airports, airport] }),
    (b) => ({ ...b, airports: b.airports.filter((a) => a.id !== airport.id) }),
  );
}

type Positions = ReadonlyMap<string, { x: number; y: number }>;

function placeAirports(b: B, at: Positions): B {
  return { ...b, airports: b.airports.map((a) => (at.has(a.id) ? { ...a, ...at.get(a.id)! } : a)) };
}

/** Puts airports at new places; the moves of one drag fold into one step. */
export function moveAirportsTo(board: B, targets: Positions): Cmd {
  const from = new Map<string, { x: number; y: number }>();
  for (const a of board.airports) if (targets.has(a.id)) from.set(a.id, { x: a.x, y: a.y });
  return moveCommand(from, targets, board);
}

function moveCommand(from: Positions, to: Positions, board: B): Cmd {
  const ids = [...from.keys()].sort();
  const cmd: Cmd = {
    label: t('editor.skies.u.move', { n: ids.length, name: cityOf(board, ids[0]!) }),
    mergeKey: `move:${ids.join(',')}`,
    do: (b) => placeAirports(b, to),
    undo: (b) => placeAirports(b, from),
    merge: (next) => {
      const n = next as Cmd & { targets?: Positions };
      return n.targets ? moveCommand(from, n.targets, board) : null;
    },
  };
  return Object.assign(cmd, { targets: to });
}

export function moveAirportsBy(board: B, ids: readonly string[], dx: number, dy: number): Cmd | null {
  const wanted = new Set(ids);
  const targets = new Map<string, { x: number; y: number }>();
  for (const a of board.airports) if (wanted.has(a.id)) targets.set(a.id, clampToMap(a.x + dx, a.y + dy));
  return targets.size ? moveAirportsTo(board, targets) : null;
}

/** Replaces one airport by a changed copy; undo puts the old one back. */
function replaceAirport(label: string, board: B, id: string, next: Airport): Cmd | null {
  const old = board.airports.find((a) => a.id === id);
  if (!old || JSON.stringify(old) === JSON.stringify(next)) return null;
  const put = (b: B, a: Airport): B => ({ ...b, airports: b.airports.map((x) => (x.id === id ? a : x)) });
  return command(label, (b) => put(b, next), (b) => put(b, old));
}

export type AirportPatch = Partial<Pick<Airport, 'city' | 'value' | 'buyout' | 'demand'>>;


/** An airport's name, value, buyout (null: none) or demand cards. */
export function updateAirport(board: B, id: string, patch: AirportPatch): Cmd | null {
  const old = board.airports.find((a) => a.id === id);
  if (!old) return null;
  const fields = (Object.keys(patch) as (keyof AirportPatch)[]).map((field) => t('editor.skies.u.field', { field })).join(', ');
  return replaceAirport(t('editor.skies.u.change', { name: old.city, fields }), board, id, { ...old, ...patch });
}

/** One gate space of an airport: its cost, or the player count from which it is used. */
export function setGate(board: B, id: string, space: number, patch: Partial<GateSpace>): Cmd | null {
  const old = board.airports.find((a) => a.id === id);
  if (!old || !old.gates[space]) return null;
  const gates = old.gates.map((g, i) => (i === space ? { ...g, ...patch } : g));
  const label =
    patch.cost !== undefined
      ? t('editor.skies.u.gateCost', { name: old.city, n: space + 1, cost: patch.cost })
      : t('editor.skies.u.gateFrom', { name: old.city, n: space + 1, players: patch.fromPlayers ?? 0 });
  return replaceAirport(label, board, id, { ...old, gates });
}

/**
 * A new airport code. Regions name airports by code, so they follow. Returns why not when the
 * code is not an id or is taken.
 */
export function renameAirportCode(board: B, id: string, code: string): Cmd | string | null {
  const next = code.trim();
  if (next === id) return null;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(next)) return t('editor.skies.u.badCode');
  if (isPrototypeName(next)) return t('editor.skies.u.protoCode', { code: next });
  if (board.airports.some((a) => a.id === next)) return t('editor.skies.u.takenCode', { code: next });
  const swap = (b: B, from: string, to: string): B => ({
    ...b,
    airports: b.airports.map((a) => (a.id === from ? { ...a, id: to } : a)),
    regions: b.regions.some((r) => r.airports.includes(from)) ? b.regions.map((r) => (r.airports.includes(from) ? { ...r, airports: r.airports.map((x) => (x === from ? to : x)) } : r)) : b.regions,
  });
  return command(t('editor.skies.u.code', { name: cityOf(board, id), code: next }), (b) => swap(b, id, next), (b) => swap(b, next, id));
}

/** Deletes airports; they leave every region they were in (undo brings both back). */
export function deleteAirports(board: B, ids: readonly string[]): Cmd | null {
  const gone = new Set(ids);
  const removed: { index: number; item: Airport }[] = [];
  board.airports.forEach((item, index) => {
    if (gone.has(item.id)) removed.push({ index, item });
  });
  if (removed.length === 0) return null;
  const oldRegions = board.regions;
  const touched = oldRegions.some((r) => r.airports.some((a) => gone.has(a)));
  return command(
    t('editor.skies.u.delete', { n: removed.length, name: removed[0]!.item.city }),
    (b) => ({
      ...b,
      airports: b.airports.filter((a) => !gone.has(a.id)),
      regions: touched ? b.regions.map((r) => (r.airports.some((a) => gone.has(a)) ? { ...r, airports: r.airports.filter((a) => !gone.has(a)) } : r)) : b.regions,
    }),
    (b) => {
      const airports = [...b.airports];
      for (const r of removed) airports.splice(r.index, 0, r.item);
      return { ...b, airports, regions: touched ? oldRegions : b.regions };
    },
  );
}

// ---- regions ---------------------------------------------------------------------------------

/**
 * A new region holding `airports` (the selection), with the first free name "Region N" in the
 * editor's language: the name becomes board data, which the designer may rename.
 */
export function newRegion(board: B, airports: readonly string[] = []): Region {
  const names = new Set(board.regions.map((r) => r.name));
  const named = (n: number) => t('editor.skies.newRegionName', { n });
  let n = board.regions.length + 1;
  while (names.has(named(n))) n++;
  const name = named(n);
  return { id: uniqueId(`region-${n}`, new Set(board.regions.map((r) => r.id))), name, bonus: 10, airports: [...airports] };
}

export function addRegion(board: B, region: Region): Cmd {
  return setField(t('editor.skies.u.addRegion', { name: region.name }), board, 'regions', [...board.regions, region]);
}

export function updateRegion(board: B, id: string, patch: Partial<Pick<Region, 'name' | 'bonus'>>): Cmd | null {
  const old = board.regions.find((r) => r.id === id);
  if (!old || Object.entries(patch).every(([k, v]) => old[k as keyof Region] === v)) return null;
  const label = patch.name !== undefined ? t('editor.skies.u.renameRegion', { name: old.name, to: patch.name }) : t('editor.skies.u.regionBonus', { name: old.name, bonus: patch.bonus ?? 0 });
  return setField(label, board, 'regions', board.regions.map((r) => (r.id === id ? { ...r, ...patch } : r)));
}

export function deleteRegion(board: B, id: string): Cmd | null {
  const old = board.regions.find((r) => r.id === id);
  if (!old) return null;
  return setField(t('editor.skies.u.deleteRegion', { name: old.name }), board, 'regions', board.regions.filter((r) => r.id !== id));
}

/**
 * Puts airports into a region or takes them out (`member` true / false; undefined: each one
 * toggles). An airport may be in any number of regions.
 */
export function setMembership(board: B, regionId: string, airports: readonly string[], member?: boolean): Cmd | null {
  const r = board.regions.find((x) => x.id === regionId);
  if (!r || airports.length === 0) return null;
  let list = [...r.airports];
  const added: string[] = [];
  const removed: string[] = [];
  for (const id of airports) {
    const has = list.includes(id);
    const want = member ?? !has;
    if (want && !has) {
      list.push(id);
      added.push(id);
    } else if (!want && has) {
      list = list.filter((x) => x !== id);
      removed.push(id);
    }
  }
  if (added.length === 0 && removed.length === 0) return null;
  const names = (ids: string[]) => t('editor.skies.u.airports', { n: ids.length, name: cityOf(board, ids[0]!) });
  const label = added.length && removed.length
    ? t('editor.skies.u.inOut', { region: r.name, added: names(added), removed: names(removed) })
    : added.length
      ? t('editor.skies.u.addTo', { region: r.name, what: names(added) })
      : t('editor.skies.u.takeOut', { region: r.name, what: names(removed) });
  return setField(label, board, 'regions', board.regions.map((x) => (x.id === regionId ? { ...x, airports: list } : x)));
}

// ---- the bag, the points, the player-count table -----------------------------------------------

export function setBag(board: B, colour: 'red' | 'green', count: number): Cmd | null {
  if (board.bag[colour] === count) return null;
  return setField(t('editor.skies.u.bag', { colour, n: count }), board, 'bag', { ...board.bag, [colour]: count });
}

export type NumberField = 'pointsPerRound' | 'setupPoints' | 'setupGates';

export function setNumber(board: B, key: NumberField, value: number): Cmd | null {
  if (board[key] === value) return null;
  return setField(t('editor.skies.u.number', { field: key, n: value }), board, key, value);
}

export type PlayerCount = '2' | '3' | '4' | '5';

export function setGatesPerPlayer(board: B, players: PlayerCount, gates: number): Cmd | null {
  if (board.gatesPerPlayer[players] === gates) return null;
  return setField(t('editor.skies.u.gatesPerPlayer', { players, n: gates }), board, 'gatesPerPlayer', { ...board.gatesPerPlayer, [players]: gates });
}
