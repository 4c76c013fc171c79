/**
 * One-click fillings for the Airlines tables, so a small test board needs no hand-filled 5 × 14
 * deck: the 1990 game's deck, a deck over only the networks this map uses, the fewest cards a
 * game needs, and the 1990 card and marker totals shared over the board's airlines. Each is one
 * command (one undo step).
 */
import northAmerica from '../../../../../boards/airlines/north-america.board.json';
import { ROUTE_TYPES, type AirlinesBoard, type FlightCardEntry, type RouteType } from '../../../../../games/airlines/types.js';
import { CLASSIC, MIN_FLIGHT, MIN_STOCK } from '../../../../../games/airlines/validate.js';
import { setField, type Command } from '../../../editor-core/model/command.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

/** Choices and undo labels in the editor's language (worded when read). */
const { t } = useT(editorArea);

type B = AirlinesBoard;

export interface Preset {
  id: string;
  label: string;
  /** The command, or null when the table already is this way (or cannot be filled so). */
  apply(board: B): Command<B> | null;
}

/** `total` split over `n` parts as evenly as can be, the larger parts first. */
export function share(total: number, n: number): number[] {
  if (n <= 0) return [];
  const base = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => base + (i < total % n ? 1 : 0));
}

/** The route types the routes use, in the game's order (all five on a map without routes). */
export function typesOnMap(board: B): RouteType[] {
  const used = new Set(board.routes.map((r) => r.type));
  const types = ROUTE_TYPES.filter((t) => used.has(t));
  return types.length ? types : [...ROUTE_TYPES];
}

/** `count` cards of one type, their values spread from 1 to 14 (equal values as one entry). */
export function spreadValues(type: RouteType, count: number): FlightCardEntry[] {
  const byValue = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const value = count === 1 ? 14 : Math.round(1 + (i * 13) / (count - 1));
    byValue.set(value, (byValue.get(value) ?? 0) + 1);
  }
  return [...byValue].sort((a, b) => a[0] - b[0]).map(([value, n]) => ({ type, value, count: n }));
}

/** `total` cards over the networks this map uses, each network's values spread over 1 … 14. */
export function deckOverMap(board: B, total: number): FlightCardEntry[] {
  const types = typesOnMap(board);
  return share(total, types.length).flatMap((n, i) => spreadValues(types[i]!, n));
}

function sameDeck(a: readonly FlightCardEntry[], b: readonly FlightCardEntry[]): boolean {
  return a.length === b.length && a.every((e, i) => e.type === b[i]!.type && e.value === b[i]!.value && e.count === b[i]!.count);
}

function deckPreset(id: string, label: () => string, undoLabel: () => string, deck: (board: B) => FlightCardEntry[]): Preset {
  return {
    id,
    get label() {
      return label();
    },
    apply(board) {
      const next = deck(board);
      return sameDeck(board.flightCards, next) ? null : setField(undoLabel(), board, 'flightCards', next);
    },
  };
}

const CLASSIC_DECK = (northAmerica as { flightCards: FlightCardEntry[] }).flightCards;

export const DECK_PRESETS: readonly Preset[] = [
  deckPreset('classic', () => t('editor.airlines.p.classic', { n: CLASSIC.flight }), () => t('editor.airlines.p.u.classic', { n: CLASSIC.flight }), () => CLASSIC_DECK.map((e) => ({ ...e }))),
  deckPreset('map', () => t('editor.airlines.p.map', { n: CLASSIC.flight }), () => t('editor.airlines.p.u.map', { n: CLASSIC.flight }), (b) => deckOverMap(b, CLASSIC.flight)),
  deckPreset('fewest', () => t('editor.airlines.p.fewest', { n: MIN_FLIGHT }), () => t('editor.airlines.p.u.fewest', { n: MIN_FLIGHT }), (b) => deckOverMap(b, MIN_FLIGHT)),
];

function countsPreset(id: string, label: () => string, undoLabel: () => string, stock: number | null, markers: number | null): Preset {
  return {
    id,
    get label() {
      return label();
    },
    apply(board) {
      const n = board.airlines.length;
      if (n === 0) return null;
      // The schema allows 1 to 30 stock cards and 2 to 40 markers per airline.
      const s = stock === null ? null : share(stock, n).map((v) => Math.min(30, Math.max(1, v)));
      const m = markers === null ? null : share(markers, n).map((v) => Math.min(40, Math.max(2, v)));
      const next = board.airlines.map((a, i) => ({ ...a, ...(s ? { stockCards: s[i]! } : {}), ...(m ? { markers: m[i]! } : {}) }));
      const same = next.every((a, i) => a.stockCards === board.airlines[i]!.stockCards && a.markers === board.airlines[i]!.markers);
      return same ? null : setField(undoLabel(), board, 'airlines', next);
    },
  };
}

export const AIRLINE_PRESETS: readonly Preset[] = [
  countsPreset(
    'classic',
    () => t('editor.airlines.p.shareClassic', { stock: CLASSIC.stock, markers: CLASSIC.markers }),
    () => t('editor.airlines.p.u.shareClassic', { stock: CLASSIC.stock, markers: CLASSIC.markers }),
    CLASSIC.stock,
    CLASSIC.markers,
  ),
  countsPreset('fewest', () => t('editor.airlines.p.shareFewest', { n: MIN_STOCK }), () => t('editor.airlines.p.u.shareFewest', { n: MIN_STOCK }), MIN_STOCK, null),
];
