import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';
import { inLocale } from '../../../i18n/in-locale.test-support.js';
import { cardsNeededAtSetup, MAX_PLAYERS, MIN_PLAYERS, type BlueSkiesBoard } from '../../../../../games/blue-skies/board.js';
import { newGame } from '../../../../../games/blue-skies/testing.js';
import { deepFreeze, roundTrip } from '../../../editor-core/model/command-checks.js';
import { validateBoard } from '../../../editor-core/model/board-io.js';
import { newBlueSkiesBoard } from './board.js';
import { addAirport, newAirport } from './commands.js';
import { blueSkiesMode } from './mode.js';
import { DEMAND_PRESETS, deckNeeded, MAX_PER_AIRPORT, PRINTED_DECK, toppedUp } from './presets.js';

/** A new board with `n` airports placed by the Airport tool (one demand card each). */
function boardWith(n: number): BlueSkiesBoard {
  let b = newBlueSkiesBoard();
  for (let i = 0; i < n; i++) b = addAirport(b, newAirport(b, 100 + 80 * i, 200)).do(b);
  return deepFreeze(b);
}
const preset = (id: string) => DEMAND_PRESETS.find((p) => p.id === id)!;
/** The board a preset leaves (it must give a command). */
function filled(id: string, b: BlueSkiesBoard): BlueSkiesBoard {
  const cmd = preset(id).apply(b);
  if (!cmd || typeof cmd === 'string') throw new Error(`${id}: ${cmd}`);
  return cmd.do(b);
}
const deck = (b: BlueSkiesBoard) => b.airports.reduce((n, a) => n + a.demand, 0);
const errors = (b: BlueSkiesBoard) => validateBoard(blueSkiesMode, b).filter((p) => (p.severity ?? 'error') === 'error');

beforeAll(() => loadArea(editorArea, 'en'));

describe('Blue Skies demand-deck presets', () => {
  it('a new board with a few airports lacks cards for a game of 5 (the problem they answer)', () => {
    expect(deckNeeded()).toBe(cardsNeededAtSetup(MAX_PLAYERS));
    expect(errors(boardWith(6)).map((p) => p.message)).toEqual([`The demand cards add up to 6; a game of 5 needs at least ${deckNeeded()} to set up. Fill the deck from a preset in the Demand tab.`]);
  });

  it('each preset leaves a board without errors that sets up at every player count, in one undo step', () => {
    for (const n of [2, 3, 6, 13, 30]) {
      const start = boardWith(n);
      for (const p of DEMAND_PRESETS) {
        // 59 cards need three airports (the case below says so).
        if (p.id === 'printed' && n < 3) continue;
        const cmd = p.apply(start);
        expect(typeof cmd, `${p.id} on ${n} airports`).toBe('object');
        const after = roundTrip(blueSkiesMode, cmd, start);
        expect(errors(after), `${p.id} on ${n} airports`).toEqual([]);
        expect(after.airports.every((a) => a.demand <= MAX_PER_AIRPORT)).toBe(true);
        for (let players = MIN_PLAYERS; players <= MAX_PLAYERS; players++) {
          const s = newGame(players, 3, after);
          expect(s.players.every((pl) => pl.hand.length === 3), `${p.id}, ${n} airports, ${players} players`).toBe(true);
        }
      }
    }
  });

  it('the fewest and the printed deck share their total evenly; topping up keeps the counts set', () => {
    const six = boardWith(6);
    expect(filled('fewest', six).airports.map((a) => a.demand)).toEqual([6, 6, 6, 6, 6, 5]);
    expect(deck(filled('printed', six))).toBe(PRINTED_DECK);
    // A hub set by hand keeps its 9 cards; the rest get the cards still missing.
    const hub = { ...six, airports: six.airports.map((a, i) => (i === 0 ? { ...a, demand: 9 } : a)) };
    expect(toppedUp(hub, deckNeeded())).toEqual([9, 6, 5, 5, 5, 5]);
    expect(filled('top-up', hub).airports.map((a) => a.demand)).toEqual([9, 6, 5, 5, 5, 5]);
    // Enough already: nothing to add.
    expect(preset('top-up').apply({ ...hub, airports: hub.airports.map((a) => ({ ...a, demand: 7 })) })).toBeNull();
  });

  it('says why when the cards cannot fit, and does nothing when the deck already is so', () => {
    expect(preset('fewest').apply(boardWith(1))).toBe(`${deckNeeded()} cards do not fit on one airport (at most ${MAX_PER_AIRPORT} each): place at least 2 airports.`);
    expect(preset('printed').apply(boardWith(2))).toBe(`${PRINTED_DECK} cards do not fit on 2 airports (at most ${MAX_PER_AIRPORT} each): place at least 3 airports.`);
    expect(preset('top-up').apply(boardWith(0))).toBe('Place airports first: every demand card names one.');
    const six = boardWith(6);
    expect(preset('fewest').apply(filled('fewest', six))).toBeNull();
  });

  it('in German: the choices, the refusals and the undo label from the catalogue', async () => {
    await inLocale('de', [editorArea], () => {
      expect(preset('printed').label).toBe(`So viele wie im gedruckten Spiel (${PRINTED_DECK}), gleichmäßig verteilt`);
      expect(preset('fewest').apply(boardWith(1))).toBe(`${deckNeeded()} Karten passen nicht auf einen Flughafen (höchstens ${MAX_PER_AIRPORT} je Flughafen): Setze mindestens 2 Flughäfen.`);
      expect(preset('top-up').apply(boardWith(0))).toBe('Setze zuerst Flughäfen: Jede Nachfragekarte nennt einen.');
      const cmd = preset('printed').apply(boardWith(6));
      expect(typeof cmd === 'object' && cmd !== null ? cmd.label : cmd).toBe(`Nachfragekarten: so viele wie im gedruckten Spiel (${PRINTED_DECK}), gleichmäßig verteilt`);
    });
  });
});
