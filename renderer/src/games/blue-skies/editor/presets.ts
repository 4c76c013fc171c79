/**
 * One-click fillings for the Blue Skies demand deck, so a new board plays without a card count
 * typed into every airport. A demand card names one airport; the deck is each airport's count.
 * Setup draws 5 + 6 per player (games/blue-skies/board.ts `cardsNeededAtSetup`), so the deck must
 * hold that for the largest player count the board seats; after setup the discards are shuffled
 * back in, so no more are needed. Each preset is one command (one undo step).
 */
import { airportSchema, cardsNeededAtSetup, MAX_PLAYERS, MIN_PLAYERS, type BlueSkiesBoard } from '../../../../../games/blue-skies/board.js';
import { command, type Command } from '../../../editor-core/model/command.js';
import { useT } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';

/** Labels, undo labels and refusals in the editor's language (worded when read). */
const { t } = useT(editorArea);

type B = BlueSkiesBoard;

/** The most cards one airport may have (the board format's limit). */
export const MAX_PER_AIRPORT = airportSchema.shape.demand.maxValue ?? 20;

/** The printed game's deck (RULES.md): what a full-sized board is filled to. */
export const PRINTED_DECK = 59;

/** The fewest cards that set up a game at every player count the board seats (2 to 5). */
export function deckNeeded(): number {
  let most = 0;
  for (let n = MIN_PLAYERS; n <= MAX_PLAYERS; n++) most = Math.max(most, cardsNeededAtSetup(n));
  return most;
}

export interface DemandPreset {
  id: string;
  label: string;
  /** The command; a sentence saying why it cannot be done; null when the deck already is so. */
  apply(board: B): Command<B> | string | null;
}

function deckOf(board: B): number {
  return board.airports.reduce((n, a) => n + a.demand, 0);
}

/** Why `total` cards cannot go on this board, or null when they can. */
function roomFor(board: B, total: number): string | null {
  const n = board.airports.length;
  if (n === 0) return t('editor.skies.preset.noAirports');
  if (n * MAX_PER_AIRPORT >= total) return null;
  const fewest = Math.ceil(total / MAX_PER_AIRPORT);
  return t('editor.skies.preset.noRoom', { total, n, max: MAX_PER_AIRPORT, fewest });
}

/** The deck as per-airport counts, set in one step (undo puts every old count back). */
function setDemands(label: string, board: B, counts: readonly number[]): Command<B> | null {
  const old = board.airports.map((a) => a.demand);
  if (old.every((v, i) => v === counts[i])) return null;
  const put = (b: B, values: readonly number[]): B => ({ ...b, airports: b.airports.map((a, i) => (a.demand === values[i] || values[i] === undefined ? a : { ...a, demand: values[i]! })) });
  return command(label, (b) => put(b, counts), (b) => put(b, old));
}

/** `total` over the airports as evenly as can be, the first airports one more. */
export function evenDeck(board: B, total: number): number[] {
  const n = board.airports.length;
  const base = Math.floor(total / n);
  return board.airports.map((_, i) => base + (i < total % n ? 1 : 0));
}

/**
 * The counts set so far kept, cards added one at a time to the airport with the fewest (the
 * first of them on a tie) until the deck holds `total`.
 */
export function toppedUp(board: B, total: number): number[] {
  const out = board.airports.map((a) => Math.min(a.demand, MAX_PER_AIRPORT));
  for (let left = total - out.reduce((s, v) => s + v, 0); left > 0; left--) {
    let at = -1;
    out.forEach((v, i) => {
      if (v < MAX_PER_AIRPORT && (at < 0 || v < out[at]!)) at = i;
    });
    if (at < 0) break;
    out[at]!++;
  }
  return out;
}

function evenPreset(id: string, label: () => string, undoLabel: () => string, total: () => number): DemandPreset {
  return {
    id,
    get label() {
      return label();
    },
    apply(board) {
      const why = roomFor(board, total());
      return why ?? setDemands(undoLabel(), board, evenDeck(board, total()));
    },
  };
}

const NEEDED = deckNeeded();

export const DEMAND_PRESETS: readonly DemandPreset[] = [
  {
    id: 'top-up',
    get label() {
      return t('editor.skies.preset.topUp', { players: MAX_PLAYERS, n: NEEDED });
    },
    apply(board) {
      const why = roomFor(board, NEEDED);
      if (why) return why;
      if (deckOf(board) >= NEEDED) return null;
      return setDemands(t('editor.skies.preset.u.topUp', { n: NEEDED }), board, toppedUp(board, NEEDED));
    },
  },
  evenPreset(
    'fewest',
    () => t('editor.skies.preset.fewest', { players: MAX_PLAYERS, n: NEEDED }),
    () => t('editor.skies.preset.u.fewest', { players: MAX_PLAYERS, n: NEEDED }),
    () => NEEDED,
  ),
  evenPreset(
    'printed',
    () => t('editor.skies.preset.printed', { n: PRINTED_DECK }),
    () => t('editor.skies.preset.u.printed', { n: PRINTED_DECK }),
    () => PRINTED_DECK,
  ),
];
