/**
 * What the Linie 1 regression fixtures must show (games/linie1/fixtures/): the unusual rules,
 * each recognised on replay from the log and the states, and the games to search for a set that
 * covers them all. Pure: the files are read and written by the fixture test.
 */
import { observeReplay, type FixtureSetup, type RecordedFixture } from '../core/fixture-record.js';
import { seatPlayers } from '../core/simulate.js';
import type { Linie1Board } from './board.js';
import { linie1 } from './index.js';
import type { Linie1State } from './types.js';

/** Each unusual rule, in words. The fixtures' `covers` lists hold these strings. */
export const RULE = {
  exchange: 'Exchange: a tile on the board is replaced by one from the hand, and the old tile goes to the hand',
  exchangePair: 'Double exchange: two side-by-side tiles are exchanged together',
  pass: 'A building turn in which no tile fits: the player ends it early',
  otherTerminal: "A declared route passes through another line's terminal",
  secondTerminal: 'A route is declared from the terminal the board lists second',
  hDie: 'H on the die: the tram drives on to the next stop sign or terminal',
  takeWhilePile: "A driving player's tile is taken while the pile still has tiles (German reading)",
  pileEmpty: 'The pile is used up and the game goes on',
  win: 'A tram finishes its trip and wins',
  stalemate: 'No winner: nobody can lay a tile and nobody is driving',
  ownTerminal: 'Table option "through your own terminals": a declared route passes through its own terminal',
  pileFirst: 'Table option "drivers\' tiles only from an empty pile": a refill draws from the pile while a driver holds tiles',
  drawLaid: 'Table option "draw only what you laid": a hand stays short although more tiles could be had',
} as const;

/** What the fixtures together must show. */
export const REQUIRED: readonly string[] = Object.values(RULE);

function isDriver(s: Linie1State, id: string): boolean {
  return s.players.some((q) => q.id !== id && q.trip !== null && q.hand.length > 0);
}

export function linie1Covers(fixture: RecordedFixture, board: Linie1Board): string[] {
  const seen = new Set<string>();
  const lineOf = new Map(board.terminals.map((t) => [t.id, t.line]));
  const last = observeReplay(linie1, board, fixture, ({ before, after, player, move, events }) => {
    const o = before.options;
    for (const e of events) {
      if (e.type === 'exchange') seen.add(RULE.exchange);
      if (e.type === 'exchangePair') seen.add(RULE.exchangePair);
      if (e.type === 'pass') seen.add(RULE.pass);
      if (e.type === 'stalemate') seen.add(RULE.stalemate);
      if (e.type === 'roll' && (e.data as { face: unknown }).face === 'H') seen.add(RULE.hDie);
      if (e.type === 'take' && before.pile.length > 0) seen.add(RULE.takeWhilePile);
      if (e.type === 'draw' && o.driversTilesWhenPileEmpty && isDriver(before, player)) seen.add(RULE.pileFirst);
      if (e.type === 'declare') {
        const { line, path } = e.data as { line: string; path: string[] };
        const inner = path.slice(1, -1).filter((id) => lineOf.has(id));
        if (inner.some((id) => lineOf.get(id) !== line)) seen.add(RULE.otherTerminal);
        if (o.throughOwnTerminals && inner.some((id) => lineOf.get(id) === line)) seen.add(RULE.ownTerminal);
        if (board.terminals.filter((t) => t.line === line)[1]?.id === path[0]) seen.add(RULE.secondTerminal);
      }
    }
    if (after.pile.length === 0 && before.pile.length > 0 && !after.ended) seen.add(RULE.pileEmpty);
    // A building turn that ended with a short hand while tiles were still to be had.
    const turnOver = after.current !== before.current || after.ended !== null;
    if (o.drawOnlyWhatWasLaid && turnOver && before.step !== 'drive' && move.type !== 'declare') {
      const hand = after.players.find((q) => q.id === player)!.hand.length;
      if (hand < board.handSize && (after.pile.length > 0 || isDriver(after, player))) seen.add(RULE.drawLaid);
    }
  });
  if (last.ended === 'finished') seen.add(RULE.win);
  return Object.values(RULE).filter((r) => seen.has(r));
}

/** Games to look through: every player count, route builders and random players, options off and on. */
export function* linie1Candidates(): Generator<FixtureSetup> {
  const none = { throughOwnTerminals: false, driversTilesWhenPileEmpty: false, drawOnlyWhatWasLaid: false };
  const all = { throughOwnTerminals: true, driversTilesWhenPileEmpty: true, drawOnlyWhatWasLaid: true };
  const kinds = [
    { players: 2, options: none, bots: ['route', 'route'] },
    { players: 3, options: all, bots: ['route', 'route', 'route'] },
    { players: 2, options: none, bots: ['route', 'random'] },
    { players: 4, options: all, bots: ['route', 'random', 'route', 'route'] },
    { players: 5, options: none, bots: ['route'] },
  ];
  for (let seed = 1; seed <= 400; seed++) {
    for (const k of kinds) yield { board: 'classic', players: seatPlayers(k.players), options: k.options, seed, bots: k.bots };
  }
}
