/**
 * The Airlines Europe editor mode: cities, routes with their licence prices, home airports and
 * bonus connections on the map; the airlines, the bonus connections, the share track and Air
 * Abacus in tables. The map tools and words are the route-map kit's, shared with Airlines.
 */
import { airlinesEurope } from '../../../../../games/airlines-europe/index.js';
import { MAP_HEIGHT, MAP_WIDTH, type EuropeBoard } from '../../../../../games/airlines-europe/types.js';
import { cityName } from '../../../route-map/editor/commands.js';
import {
  between,
  cityOrRouteExists,
  cityAt,
  cityOrRoutePosition,
  cityTool,
  deleteTool,
  describeCity,
  idsToNames,
  locateCityOrRoute,
  pathHead,
  routeIdsToNames,
  routeNamer,
  idParamsToNames,
  routeMapLayers,
  routeName,
  routeTool,
  LASSO_TOOL,
  SELECT_TOOL,
  routeMapHandleDrag,
} from '../../../route-map/editor/mode-parts.js';
import { routeMapSelectionEdits } from '../../../route-map/editor/clipboard.js';
import type { ElementRef } from '../../../editor-core/model/selection.js';
import { freePoints } from '../../../editor-core/modes/layout.js';
import type { EditorMode, Tool } from '../../../editor-core/modes/types.js';
import { newEuropeBoard } from './board.js';
import { addBonus, addCity, addHomeAt, addHomeIn, addRoute, bonusAirline, deleteElements, moveCitiesBy, newBonus, newCity, newRoute, setCityLabel, setRouteBend, setRouteLabel } from './commands.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

/** The mode's words in the editor's language (getters: read when shown). */
const { t } = useT(editorArea);

type B = EuropeBoard;

export const EUROPE_TOOLS: readonly Tool<B>[] = [
  SELECT_TOOL,
  LASSO_TOOL,
  cityTool<B>({ newCity, addCity }),
  {
    id: 'home',
    labelKey: 'editor.toolHome',
    key: 'h',
    kind: 'place',
    get hint() {
      return t('editor.europe.homeHint');
    },
    place(board, at, hit) {
      const there = cityAt(board, at, hit);
      if (there) {
        const { command, airline } = addHomeIn(board, there);
        return { command, select: [{ kind: 'city', id: there }], say: t('editor.europe.homeSay', { airline: airline.name, city: cityName(board, there) }) };
      }
      const { command, city } = addHomeAt(board, at.x, at.y);
      return { command, select: [{ kind: 'city', id: city.id }] };
    },
  },
  // A new route takes the licence prices of the last one drawn, so a series goes quickly.
  routeTool<B, B['routes'][number]>({ addRoute }, (board, from, to) => newRoute(board, from, to, [...(board.routes[board.routes.length - 1]?.licences ?? [3])])),
  {
    id: 'bonus',
    labelKey: 'editor.toolBonus',
    key: 'b',
    kind: 'connect',
    get hint() {
      return t('editor.europe.bonusHint');
    },
    words: {
      get start() {
        return t('editor.europe.bonusStart');
      },
      get next() {
        return t('editor.europe.bonusNext');
      },
    },
    canConnect: (_board, ref) => ref.kind === 'city',
    connect(board, from, to, ctx) {
      if (from.kind !== 'city' || to.kind !== 'city') return t('editor.europe.bonusNotCities');
      if (from.id === to.id) return t('editor.europe.bonusSame');
      const chosen = typeof ctx.options.airline === 'string' && board.airlines.some((a) => a.id === ctx.options.airline) ? ctx.options.airline : bonusAirline(board);
      if (!chosen) return t('editor.europe.bonusNoAirline');
      const value = typeof ctx.options.value === 'number' ? ctx.options.value : 8;
      const bonus = newBonus(board, chosen, from.id, to.id, value);
      return { command: addBonus(board, bonus), select: [{ kind: 'bonus', id: bonus.id }] };
    },
  },
  deleteTool(() => t('editor.europe.deleteHint')),
];

function airlineName(board: B, id: string): string {
  return board.airlines.find((a) => a.id === id)?.name ?? id;
}

export function bonusName(board: B, id: string): string {
  const b = board.bonuses.find((x) => x.id === id);
  return b ? t('editor.europe.d.bonus', { from: cityName(board, b.from), to: cityName(board, b.to), airline: airlineName(board, b.airline) }) : t('editor.europe.d.aBonus');
}

/** The tables of the tabs (their names: `editor.europe.d.table`). */
const TABLES: Readonly<Record<string, true>> = { airlines: true, bonuses: true, shareTrack: true, abacus: true };

export const europeMode: EditorMode<B> = {
  game: 'airlines-europe',
  label: 'Airlines Europe',
  format: airlinesEurope,
  layout: freePoints({ width: MAP_WIDTH, height: MAP_HEIGHT, step: 10 }),
  tools: EUROPE_TOOLS,
  layers: [...routeMapLayers<B>(['home']), { id: 'bonuses', labelKey: 'editor.layerBonuses', kinds: ['bonus'], tools: ['bonus'], hide: (b) => ({ ...b, bonuses: [] }) }],
  words: {
    get start() {
      return t('editor.europe.hint');
    },
    fields: { home: 'home airport', trackStart: 'start space', removedWith: { one: 'player count', many: 'player counts' }, licences: { one: 'licence price', many: 'licence prices' } },
    emptyList: {
      get cities() {
        return t('editor.empty.cities');
      },
      get routes() {
        return t('editor.empty.routes');
      },
      get airlines() {
        return t('editor.europe.emptyAirlines');
      },
    },
  },
  newBoard: newEuropeBoard,
  locate(board, path) {
    const head = pathHead(path);
    if (!head) return null;
    const { key, index } = head;
    if (index === null) {
      if (key === 'shareTrack') {
        const m = /^\$\.shareTrack\.ranges\[(\d+)\]/.exec(path);
        return m && board.shareTrack.ranges[Number(m[1])] ? { kind: 'range', id: m[1]! } : { kind: 'table', id: 'shareTrack' };
      }
      return Object.hasOwn(TABLES, key) ? { kind: 'table', id: key } : { kind: 'board', id: key };
    }
    const onMap = locateCityOrRoute(board, key, index);
    if (onMap !== undefined) return onMap;
    if (key === 'airlines') {
      const a = board.airlines[index];
      if (!a) return { kind: 'table', id: 'airlines' };
      // A home-airport problem is about a place on the map: point at the city when it exists.
      if (path.startsWith(`$.airlines[${index}].home`) && board.cities.some((c) => c.id === a.home)) return { kind: 'city', id: a.home };
      return { kind: 'airline', id: a.id };
    }
    if (key === 'bonuses') {
      const b = board.bonuses[index];
      return b ? { kind: 'bonus', id: b.id } : { kind: 'table', id: 'bonuses' };
    }
    return { kind: 'board', id: key };
  },
  elements(board) {
    return [...board.cities.map((c) => ({ kind: 'city', id: c.id })), ...board.routes.map((r) => ({ kind: 'route', id: r.id })), ...board.bonuses.map((b) => ({ kind: 'bonus', id: b.id }))];
  },
  exists(board, ref) {
    const onMap = cityOrRouteExists(board, ref);
    if (onMap !== undefined) return onMap;
    if (ref.kind === 'airline') return board.airlines.some((a) => a.id === ref.id);
    if (ref.kind === 'bonus') return board.bonuses.some((b) => b.id === ref.id);
    if (ref.kind === 'range') return board.shareTrack.ranges[Number(ref.id)] !== undefined;
    return true;
  },
  position(board, ref) {
    if (ref.kind === 'city' || ref.kind === 'route') return cityOrRoutePosition(board, ref);
    if (ref.kind === 'bonus') {
      const b = board.bonuses.find((x) => x.id === ref.id);
      return b ? between(board, b.from, b.to) : null;
    }
    if (ref.kind === 'airline') {
      const a = board.airlines.find((x) => x.id === ref.id);
      const c = a && board.cities.find((x) => x.id === a.home);
      return c ? { x: c.x, y: c.y } : null;
    }
    return null;
  },
  describe(board, ref: ElementRef) {
    if (ref.kind === 'city') return describeCity(board, ref.id);
    if (ref.kind === 'route') return routeName(board, ref.id);
    if (ref.kind === 'airline') return t('editor.europe.d.airline', { name: airlineName(board, ref.id) });
    if (ref.kind === 'bonus') return bonusName(board, ref.id);
    if (ref.kind === 'range') {
      const r = board.shareTrack.ranges[Number(ref.id)];
      return r ? t('editor.europe.d.range', { from: r.from, to: r.to }) : t('editor.europe.d.table', { table: 'shareTrack' });
    }
    if (ref.kind === 'table') return t('editor.europe.d.table', { table: Object.hasOwn(TABLES, ref.id) ? ref.id : 'board' });
    return t('editor.europe.d.table', { table: 'board' });
  },
  problemWording(board) {
    const route = routeNamer(board);
    // The rules module names routes and bonuses by their ids: use their cities.
    let bonuses: Map<string, string> | null = null;
    const bonusWords = () => (bonuses ??= new Map(board.bonuses.map((b) => [b.id, bonusName(board, b.id).replace(/^Bonus connection/, 'The bonus connection')])));
    let bonusCities: Map<string, string> | null = null;
    const bonus = (id: string): string | null => {
      if (!bonusCities) {
        bonusCities = new Map();
        for (const b of board.bonuses) if (!bonusCities.has(b.id)) bonusCities.set(b.id, `${cityName(board, b.from)}–${cityName(board, b.to)}`);
      }
      return bonusCities.get(id) ?? null;
    };
    return {
      words: (problem) => idsToNames(routeIdsToNames(route, problem.message), 'Bonus', bonusWords()),
      params: (problem) => idParamsToNames(route, problem, { bonus }),
    };
  },
  deleteCommand(board, refs) {
    const of = (kind: string) => refs.filter((r) => r.kind === kind).map((r) => r.id);
    return deleteElements(board, { cities: of('city'), routes: of('route'), airlines: of('airline'), bonuses: of('bonus') });
  },
  moveCommand(board, refs, dx, dy) {
    return moveCitiesBy(board, refs.filter((r) => r.kind === 'city').map((r) => r.id), dx, dy);
  },
  handleDrag: routeMapHandleDrag<B>({ setCityLabel, setRouteBend, setRouteLabel }),
  selectionEdits: routeMapSelectionEdits<B>({ width: MAP_WIDTH, height: MAP_HEIGHT }),
  summary: (board) => t('editor.europe.summary', { cities: board.cities.length, routes: board.routes.length, airlines: board.airlines.length, bonuses: board.bonuses.length }),
};
