/**
 * Counted words in what the games say: seeded bot games of every game, at every player count,
 * collect every log text (events) and the outcome's summary, and none
 * may say "1 points", "1 passengers arrive" and the like.
 */
import { describe, expect, it } from 'vitest';
import { checkBoard } from './core/board-check.js';
import { Rng } from './core/rng.js';
import type { GameDefinition } from './core/types.js';
import { games } from './index.js';
import { defaultBoardRaw } from '../test/fixtures/bundled-boards.js';

const NOUNS = [
  'points', 'passengers', 'cards', 'stock cards', 'flight cards', 'demand cards', 'shares', 'tiles', 'gates', 'markers', 'spaces', 'airports',
  'stops', 'routes', 'circles', 'players', 'rounds', 'turns', 'licences', 'planes', 'coins', 'moves', 'airlines', 'buildings', 'times',
];
/** A count of one with a plural noun, or a single passenger with a plural verb. */
const SLIP = new RegExp(`(?<![\\d.,])\\b1 (${NOUNS.join('|')})\\b|\\b1 (passenger|card|tile|gate|share|point) (arrive|go|are|were|have)\\b`);
/**
 * The shared grammar (core/words.ts): "a" before a vowel ("a Aegean Arrow", "a 8"), a list of
 * three joined by "and" twice ("Ann and Bob and Cid"), and a circle named by its cost as if by
 * its place ("(circle 1)").
 */
const GRAMMAR = /\ba (?:[AEIO][a-z]|8\b|11\b|18\b)|\b[A-Z][\w-]*(?: \d+)? and [A-Z][\w-]*(?: \d+)? and [A-Z]|\(circle \d/;

function playAndListen(def: GameDefinition, board: unknown, players: number, seed: number, maxMoves: number): { texts: string[]; over: boolean; lastType: string } {
  const seats = Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
  let state = def.setup({ board, players: seats, options: def.optionsSchema.parse({}), seed });
  const rng = Rng.fromSeed(seed * 7919);
  const texts: string[] = [];
  let lastType = '';
  for (let n = 0; n < maxMoves && def.outcome(state) === null; n++) {
    const player = def.activePlayers(state)[0]!;
    const legal = def.legalMoves(state, player);
    // Every bot but the ones that search (a second a move; their moves are the others' moves).
    const quick = def.bots.filter((b) => !b.thinks);
    const bot = quick[(seed + seats.findIndex((s) => s.id === player)) % quick.length]!;
    const move = bot.choose({ state, player, legal, rng });
    const res = def.apply(state, player, move);
    if (!res.ok) throw new Error(`${def.id}: bot move refused: ${res.error.message}`);
    for (const e of res.events) if (e.text && !e.visibleTo) lastType = e.type;
    for (const e of res.events) if (e.text) texts.push(e.text);
    state = res.state;
  }
  const o = def.outcome(state);
  if (o?.summary) texts.push(o.summary);
  return { texts, over: o !== null, lastType };
}

describe('Counted words in every game\'s log', () => {
  for (const def of games.values()) {
    it(`${def.name}: seeded games at every player count never say "1 points", "a Aegean", "A and B and C" or "(circle 1)", and close with the final totals`, () => {
      const check = checkBoard(def, defaultBoardRaw(def));
      if (!check.ok) throw new Error(`${def.id}/${def.defaultBoard}: ${check.problems[0]?.message}`);
      const slips = new Set<string>();
      let said = 0;
      let ended = 0;
      const closings = new Set<string>();
      for (let n = def.minPlayers; n <= def.maxPlayers; n++) {
        for (const seed of [11, 12]) {
          const game = playAndListen(def, check.board, n, seed * 100 + n, 1500);
          for (const t of game.texts) {
            said++;
            if (SLIP.test(t) || GRAMMAR.test(t)) slips.add(t);
          }
          if (game.over) {
            ended++;
            closings.add(game.lastType);
          }
        }
      }
      expect([...slips]).toEqual([]);
      expect(said).toBeGreaterThan(500);
      // Every game that ended closed its log with the final totals (or, in a race, standings).
      expect(ended).toBeGreaterThan(0);
      expect([...closings]).toEqual(['finalTotals']);
    });
  }

  it('The check itself catches the slips it is for', () => {
    for (const t of ['Ann scores 1 points.', '1 passengers arrive at Denver.', 'Ann draws 1 cards.', 'Bob buys 1 shares', 'A 1 passenger arrive at X']) expect(SLIP.test(t)).toBe(true);
    for (const t of ['Ann scores 1 point.', '1 passenger arrives at Denver.', 'Ann scores 11 points.', 'cost 2.1 points', 'P1 passengers']) expect(SLIP.test(t)).toBe(false);
    for (const t of ['Ann takes a Aegean Arrow share.', 'your card is a 8.', 'Player 1 and Player 2 and Player 3 reached 100 points', 'Ann claims X (circle 1).']) expect(GRAMMAR.test(t)).toBe(true);
    for (const t of ['Ann takes an Aegean Arrow share.', 'a wavy 8', 'Player 1, Player 2 and Player 3 reached 100 points', 'Ann and Bob share the victory', 'on the circle marked 1']) expect(GRAMMAR.test(t)).toBe(false);
  });
});
