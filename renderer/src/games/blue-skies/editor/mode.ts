/**
 * The Blue Skies editor mode: airports (place, gates, value, buyout, demand) on the map; regions
 * as overlapping sets of airports, painted with the Region tool or from the inspector; the
 * demand deck, the bag and the player-count table in tabs.
 */
import { blueSkies } from '../../../../../games/blue-skies/index.js';
import { MAP_HEIGHT, MAP_WIDTH, type BlueSkiesBoard } from '../../../../../games/blue-skies/board.js';
import { DECK_SHORT_IN_EDITOR } from '../../../../../games/blue-skies/board-messages.js';
import type { ElementRef } from '../../../editor-core/model/selection.js';
import { freePoints } from '../../../editor-core/modes/layout.js';
import type { EditorKey, EditorMode, Tool } from '../../../editor-core/modes/types.js';
import { newBlueSkiesBoard } from './board.js';
import { addAirport, cityOf, deleteAirports, deleteRegion, moveAirportsBy, newAirport, setMembership } from './commands.js';
import { blueSkiesSelectionEdits } from './clipboard.js';
import { addLandPoint, deleteLandPoints, describeLandPoint, LAND_POINT, landPoint, landPointId, moveLandPointsBy } from './land.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

/** The mode's words in the editor's language (getters: read when shown). */
const { t } = useT(editorArea);

type B = BlueSkiesBoard;

/** The tabs of what is not on the map, as element references (problems point at them). */
export const TABLES = { regions: 'regions', demand: 'demand', game: 'game' } as const;
/** Those tabs and their names (here, not in ui.ts, so a test in Node can word them). */
export const TABLE_TABS: readonly { id: (typeof TABLES)[keyof typeof TABLES]; labelKey: EditorKey }[] = [
  { id: TABLES.regions, labelKey: 'editor.tabRegions' },
  { id: TABLES.demand, labelKey: 'editor.tabDemand' },
  { id: TABLES.game, labelKey: 'editor.tabBagPlayers' },
];

export const BLUE_SKIES_TOOLS: readonly Tool<B>[] = [
  {
    id: 'select',
    labelKey: 'editor.toolSelect',
    key: 'v',
    kind: 'select',
    get hint() {
      return t('editor.skies.m.selectHint');
    },
  },
  {
    id: 'airport',
    labelKey: 'editor.toolAirport',
    key: 'a',
    kind: 'place',
    get hint() {
      return t('editor.skies.m.airportHint');
    },
    place(board, at, hit) {
      if (hit?.kind === 'airport') return t('editor.skies.m.airportHere', { city: cityOf(board, hit.id) });
      const airport = newAirport(board, at.x, at.y);
      return { command: addAirport(board, airport), select: [{ kind: 'airport', id: airport.id }] };
    },
  },
  {
    id: 'region',
    // The game's regions (the map's scoring areas), not the grid editors' selected area (editor.toolRegion).
    labelKey: 'editor.skies.toolRegion',
    key: 'm',
    kind: 'pick',
    get hint() {
      return t('editor.skies.m.regionHint');
    },
    pick(board, ref, ctx) {
      if (ref.kind !== 'airport') return null;
      const regionId = typeof ctx.options.region === 'string' ? ctx.options.region : '';
      const region = board.regions.find((r) => r.id === regionId);
      if (!region) return board.regions.length ? t('editor.skies.m.chooseRegion') : t('editor.skies.m.noRegion');
      const cmd = setMembership(board, region.id, [ref.id]);
      if (!cmd) return null;
      const now = !region.airports.includes(ref.id);
      return { command: cmd, say: t('editor.skies.m.painted', { city: cityOf(board, ref.id), now: now ? 'yes' : 'no', region: region.name, n: region.airports.length + (now ? 1 : -1) }) };
    },
  },
  {
    id: 'land',
    labelKey: 'editor.toolLand',
    key: 'l',
    kind: 'place',
    get hint() {
      return t('editor.skies.m.landHint');
    },
    place(board, at, _hit, ctx) {
      return addLandPoint(board, at, ctx.shift);
    },
  },
  {
    id: 'delete',
    labelKey: 'editor.toolDelete',
    key: 'd',
    kind: 'delete',
    get hint() {
      return t('editor.skies.m.deleteHint');
    },
  },
];

/** `$.airports[3].gates[1]` → `{ key: 'airports', index: 3 }`. */
function pathHead(path: string): { key: string; index: number | null } | null {
  const m = /^\$\.([A-Za-z_$][\w$]*)(?:\[(\d+)\])?/.exec(path);
  if (!m) return null;
  return { key: m[1]!, index: m[2] === undefined ? null : Number(m[2]) };
}

/** A gate space as an element: `DEN#2` (airport codes never hold "#"). */
export function gateId(airport: string, space: number): string {
  return `${airport}#${space}`;
}

export function parseGateId(id: string): { airport: string; space: number } | null {
  const m = /^(.+)#(\d)$/.exec(id);
  return m ? { airport: m[1]!, space: Number(m[2]) } : null;
}

function regionName(board: B, id: string): string {
  return board.regions.find((r) => r.id === id)?.name ?? id;
}

/** The airports a selection names: airports, and the airports of selected gates. */
export function airportsOf(refs: readonly ElementRef[]): string[] {
  const out = new Set<string>();
  for (const r of refs) {
    if (r.kind === 'airport') out.add(r.id);
    else if (r.kind === 'gate') {
      const g = parseGateId(r.id);
      if (g) out.add(g.airport);
    }
  }
  return [...out];
}

export const blueSkiesMode: EditorMode<B> = {
  game: 'blue-skies',
  label: 'Blue Skies',
  format: blueSkies,
  layout: freePoints({ width: MAP_WIDTH, height: MAP_HEIGHT, step: 10 }),
  tools: BLUE_SKIES_TOOLS,
  layers: [{ id: 'airports', labelKey: 'editor.layerAirports', kinds: ['airport', 'gate'], tools: ['airport', 'region'], hide: (b) => ({ ...b, airports: [] }) }],
  words: {
    get start() {
      return t('editor.skies.start');
    },
    fields: {
      city: 'name',
      fromPlayers: 'player count',
      gates: { one: 'gate', many: 'gates' },
      demand: 'demand cards',
      buyout: 'buyout cost',
      gatesPerPlayer: 'gates per player',
    },
    emptyList: {
      get airports() {
        return t('editor.skies.emptyAirports');
      },
    },
  },
  newBoard: newBlueSkiesBoard,
  locate(board, path) {
    const head = pathHead(path);
    if (!head) return null;
    const { key, index } = head;
    if (key === 'airports') {
      if (index === null) return { kind: 'table', id: TABLES.demand };
      const a = board.airports[index];
      if (!a) return { kind: 'table', id: TABLES.demand };
      // A gate's problem points at the gate (the inspector shows its airport with the gate marked).
      const gate = /^\$\.airports\[\d+\]\.gates\[(\d+)\]/.exec(path);
      return gate && Number(gate[1]) < a.gates.length ? { kind: 'gate', id: gateId(a.id, Number(gate[1])) } : { kind: 'airport', id: a.id };
    }
    if (key === 'regions') {
      const r = index === null ? undefined : board.regions[index];
      return r ? { kind: 'region', id: r.id } : { kind: 'table', id: TABLES.regions };
    }
    if (key === 'land') {
      const at = /^\$\.land\[(\d+)\](?:\.points\[(\d+)\])?/.exec(path);
      const id = at ? landPointId(Number(at[1]), Number(at[2] ?? 0)) : null;
      return id && landPoint(board, id) ? { kind: LAND_POINT, id } : { kind: 'board', id: key };
    }
    if (key === 'bag' || key === 'gatesPerPlayer' || key === 'pointsPerRound' || key === 'setupPoints' || key === 'setupGates') return { kind: 'table', id: TABLES.game };
    return { kind: 'board', id: key };
  },
  // The deck's shortfall points at the Demand tab; say there what fills it.
  problemWording: () => ({
    words: (problem) =>
      problem.path === '$.airports' && problem.key === 'blueSkies.board.deckShort' ? `${problem.message} Fill the deck from a preset in the Demand tab.` : problem.message,
    params: (problem) => (problem.key === 'blueSkies.board.deckShort' ? { key: DECK_SHORT_IN_EDITOR, params: problem.params } : { key: problem.key, params: problem.params }),
  }),
  elements(board) {
    return board.airports.map((a) => ({ kind: 'airport', id: a.id }));
  },
  exists(board, ref) {
    if (ref.kind === 'airport') return board.airports.some((a) => a.id === ref.id);
    if (ref.kind === 'gate') {
      const g = parseGateId(ref.id);
      return !!g && !!board.airports.find((a) => a.id === g.airport)?.gates[g.space];
    }
    if (ref.kind === 'region') return board.regions.some((r) => r.id === ref.id);
    if (ref.kind === LAND_POINT) return landPoint(board, ref.id) !== null;
    return true;
  },
  position(board, ref) {
    if (ref.kind === LAND_POINT) return landPoint(board, ref.id);
    const id = ref.kind === 'airport' ? ref.id : ref.kind === 'gate' ? parseGateId(ref.id)?.airport : undefined;
    const a = id === undefined ? undefined : board.airports.find((x) => x.id === id);
    return a ? { x: a.x, y: a.y } : null;
  },
  describe(board, ref: ElementRef) {
    if (ref.kind === 'airport') {
      const a = board.airports.find((x) => x.id === ref.id);
      return a && !a.city.trim() ? t('editor.skies.d.airportNoName', { x: Math.round(a.x), y: Math.round(a.y) }) : t('editor.skies.d.airport', { city: cityOf(board, ref.id) });
    }
    if (ref.kind === 'gate') {
      const g = parseGateId(ref.id);
      return g ? t('editor.skies.d.gate', { airport: blueSkiesMode.describe(board, { kind: 'airport', id: g.airport }), n: g.space + 1 }) : t('editor.skies.d.aGate');
    }
    if (ref.kind === 'region') {
      const r = board.regions.find((x) => x.id === ref.id);
      return r && !r.name.trim() ? t('editor.skies.d.regionNoName', { n: r.airports.length }) : t('editor.skies.d.region', { name: regionName(board, ref.id) });
    }
    if (ref.kind === LAND_POINT) return describeLandPoint(ref.id);
    if (ref.kind === 'table') return ref.id === TABLES.demand ? t('editor.skies.d.demand') : ref.id === TABLES.regions ? t('editor.skies.d.regions') : t('editor.skies.d.game');
    return t('editor.skies.d.board');
  },
  deleteCommand(board, refs) {
    const airports = refs.filter((r) => r.kind === 'airport').map((r) => r.id);
    const regions = refs.filter((r) => r.kind === 'region').map((r) => r.id);
    if (airports.length) return deleteAirports(board, airports);
    const land = refs.filter((r) => r.kind === LAND_POINT).map((r) => r.id);
    if (land.length) return deleteLandPoints(board, land);
    return regions.length === 1 ? deleteRegion(board, regions[0]!) : null;
  },
  /** Airports when any is selected; otherwise the points of the land (a box takes one or the other). */
  moveCommand(board, refs, dx, dy) {
    const airports = airportsOf(refs);
    if (airports.length) return moveAirportsBy(board, airports, dx, dy);
    return moveLandPointsBy(board, refs.filter((r) => r.kind === LAND_POINT).map((r) => r.id), dx, dy);
  },
  selectionEdits: blueSkiesSelectionEdits(airportsOf),
  summary(board) {
    const demand = board.airports.reduce((n, a) => n + a.demand, 0);
    const counts = { airports: board.airports.length, regions: board.regions.length, demand, red: board.bag.red, green: board.bag.green };
    if (!board.land) return t('editor.skies.summary', counts);
    return t('editor.skies.summaryLand', { ...counts, shapes: board.land.length, points: board.land.reduce((n, s) => n + s.points.length, 0) });
  },
};
