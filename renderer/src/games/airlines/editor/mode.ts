/** The Airlines editor mode: cities and routes on the map, airlines and flight cards in tables. */
import { airlines } from '../../../../../games/airlines/index.js';
import { MAP_HEIGHT, MAP_WIDTH, type AirlinesBoard } from '../../../../../games/airlines/types.js';
import {
  cityAt,
  cityOrRouteExists,
  cityOrRoutePosition,
  cityTool,
  deleteTool,
  describeCity,
  locateCityOrRoute,
  pathHead,
  routeIdsToNames,
  routeNamer,
  idParamsToNames,
  routeMapLayers,
  routeMapHandleDrag,
  routeName,
  routeTool,
  LASSO_TOOL,
  SELECT_TOOL,
} from '../../../route-map/editor/mode-parts.js';
import { routeMapSelectionEdits } from '../../../route-map/editor/clipboard.js';
import type { ElementRef } from '../../../editor-core/model/selection.js';
import { freePoints } from '../../../editor-core/modes/layout.js';
import type { EditorMode, Tool } from '../../../editor-core/modes/types.js';
import { newAirlinesBoard } from './board.js';
import { addCity, addHqAt, addHqIn, addRoute, deleteElements, moveCitiesBy, newCity, newRoute, setCityLabel, setRouteBend, setRouteLabel } from './commands.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

/** The mode's words in the editor's language (getters: read when shown). */
const { t } = useT(editorArea);

export { pathHead };

type B = AirlinesBoard;

export const AIRLINES_TOOLS: readonly Tool<B>[] = [
  SELECT_TOOL,
  LASSO_TOOL,
  cityTool<B>({ newCity, addCity }),
  {
    id: 'hq',
    labelKey: 'editor.toolHq',
    key: 'h',
    kind: 'place',
    get hint() {
      return t('editor.airlines.hqHint');
    },
    place(board, at, hit) {
      // On a city already there: that city becomes the HQ (never a second city on top of it).
      // A click just beside a city means that city too: never a new city squeezed against it.
      const there = cityAt(board, at, hit);
      if (there) {
        const { command, airline } = addHqIn(board, there);
        const city = board.cities.find((c) => c.id === there);
        return { command, select: [{ kind: 'city', id: there }], say: t('editor.airlines.hqSay', { airline: airline.name, city: city?.name ?? there }) };
      }
      const { command, city } = addHqAt(board, at.x, at.y);
      return { command, select: [{ kind: 'city', id: city.id }] };
    },
  },
  // A new route takes the type and costs of the last one drawn, so a series goes quickly.
  routeTool<B, B['routes'][number]>({ addRoute }, (board, from, to) => {
    const last = board.routes[board.routes.length - 1];
    return newRoute(board, from, to, last?.type ?? 'solid', [...(last?.costs ?? [3])]);
  }),
  deleteTool(() => t('editor.airlines.deleteHint')),
];

export const airlinesMode: EditorMode<B> = {
  game: 'airlines',
  label: 'Airlines',
  format: airlines,
  layout: freePoints({ width: MAP_WIDTH, height: MAP_HEIGHT, step: 10 }),
  tools: AIRLINES_TOOLS,
  layers: routeMapLayers<B>(['hq']),
  words: {
    get start() {
      return t('editor.airlines.start');
    },
    fields: { hq: 'headquarters', allowedRouteTypes: { one: 'route type', many: 'route types' } },
    emptyList: {
      get cities() {
        return t('editor.empty.cities');
      },
      get routes() {
        return t('editor.empty.routes');
      },
      get airlines() {
        return t('editor.airlines.emptyAirlines');
      },
      get flightCards() {
        return t('editor.airlines.emptyDeck');
      },
    },
  },
  newBoard: newAirlinesBoard,
  locate(board, path) {
    const head = pathHead(path);
    if (!head) return null;
    const { key, index } = head;
    if (index === null) return key === 'airlines' || key === 'flightCards' ? { kind: 'table', id: key } : { kind: 'board', id: key };
    const onMap = locateCityOrRoute(board, key, index);
    if (onMap !== undefined) return onMap;
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
    const onMap = cityOrRouteExists(board, ref);
    if (onMap !== undefined) return onMap;
    if (ref.kind === 'airline') return board.airlines.some((a) => a.id === ref.id);
    return true;
  },
  position(board, ref) {
    if (ref.kind === 'city' || ref.kind === 'route') return cityOrRoutePosition(board, ref);
    if (ref.kind === 'airline') {
      const a = board.airlines.find((x) => x.id === ref.id);
      const c = a && board.cities.find((x) => x.id === a.hq);
      return c ? { x: c.x, y: c.y } : null;
    }
    return null;
  },
  describe(board, ref: ElementRef) {
    if (ref.kind === 'city') return describeCity(board, ref.id);
    if (ref.kind === 'route') return routeName(board, ref.id);
    if (ref.kind === 'airline') return t('editor.airlines.d.airline', { name: board.airlines.find((a) => a.id === ref.id)?.name ?? ref.id });
    if (ref.kind === 'flightCard') return t('editor.airlines.d.flightCards', { what: ref.id.replace(':', ' ') });
    if (ref.kind === 'table') return ref.id === 'airlines' ? t('editor.airlines.d.airlinesTable') : t('editor.airlines.d.deck');
    return t('editor.airlines.d.board');
  },
  // The rules module names a route by its id ("Route den-oma starts at …"): use its cities.
  problemWording(board) {
    const route = routeNamer(board);
    return { words: (problem) => routeIdsToNames(route, problem.message), params: (problem) => idParamsToNames(route, problem) };
  },
  deleteCommand(board, refs) {
    const of = (kind: string) => refs.filter((r) => r.kind === kind).map((r) => r.id);
    return deleteElements(board, { cities: of('city'), routes: of('route'), airlines: of('airline') });
  },
  moveCommand(board, refs, dx, dy) {
    return moveCitiesBy(board, refs.filter((r) => r.kind === 'city').map((r) => r.id), dx, dy);
  },
  handleDrag: routeMapHandleDrag<B>({ setCityLabel, setRouteBend, setRouteLabel }),
  selectionEdits: routeMapSelectionEdits<B>({ width: MAP_WIDTH, height: MAP_HEIGHT }),
  summary: (board) => t('editor.airlines.summary', { cities: board.cities.length, routes: board.routes.length, airlines: board.airlines.length }),
};
