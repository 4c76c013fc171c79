/**
 * The legal licences kept by network (numbers.ts `networkNumbers`, legal.ts `licenceMoves`)
 * against the same list worked out the plain way from the state's records: every airline with a
 * plane left, the routes at its network's cities in the order a walk of them meets each, that it
 * does not hold yet and whose cheapest free space the player can afford (rules.ts). Checked on
 * every state of whole games, both on the simulation path (one state changed in place, so a kept
 * network is brought up to date) and on the `apply` path (a new state, new lists, each move).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { simFork, simStep } from '../core/sim.js';
import type { PlayerId } from '../core/types.js';
import { tycoonBot } from './bots.js';
import { indexBoard } from './board.js';
import { airlinesEurope as def } from './index.js';
import { legalMoves } from './legal.js';
import { boardNumbers, networkNumbers } from './numbers.js';
import { cheapestFreeSpace, isActive } from './rules.js';
import { newGame } from './testing.js';
import type { EuropeMove, EuropeState } from './types.js';

function plainLicences(s: EuropeState, player: PlayerId): EuropeMove[] {
  const idx = indexBoard(s.board);
  const out: EuropeMove[] = [];
  for (const airline of s.airlines) {
    if (s.planes[airline]! <= 0) continue;
    const met = new Set<string>();
    for (const city of s.network[airline]!) {
      for (const r of idx.routesAt.get(city) ?? []) {
        if (met.has(r.id)) continue;
        met.add(r.id);
        const space = cheapestFreeSpace(s, r.id);
        if (space === null || r.licences[space]! > s.money[player]! || s.licences[r.id]!.includes(airline)) continue;
        out.push({ type: 'buyLicence', airline, route: r.id });
      }
    }
  }
  return out;
}

/** Whether the player may buy a licence now (legal.ts lists licences only then). */
function licencesAsked(s: EuropeState, player: PlayerId): boolean {
  return !s.over && isActive(s, player) && (s.phase === 'action' || (s.phase === 'licence' && s.licencesThisTurn < 2));
}

/** Plays one game (the Tycoon, with a random move one time in four) and checks every state's licences. */
function checkGame(players: number, seed: number, inPlace: boolean): number {
  let s = inPlace ? simFork(def, newGame(players, seed)) : newGame(players, seed);
  const rng = Rng.fromSeed(seed);
  let checked = 0;
  for (let moves = 0; moves < 2000 && def.outcome(s) === null; moves++) {
    const player = def.activePlayers(s)[0]!;
    const legal = legalMoves(s, player);
    if (licencesAsked(s, player)) {
      expect(legal.filter((m) => m.type === 'buyLicence')).toEqual(plainLicences(s, player));
      checked++;
    }
    const move = rng.int(4) === 0 ? legal[rng.int(legal.length)]! : tycoonBot.choose({ state: s, player, legal, rng });
    if (inPlace) s = simStep(def, s, player, move, []);
    else {
      const res = def.apply(s, player, move);
      if (!res.ok) throw new Error(res.error.message);
      s = res.state;
    }
  }
  return checked;
}

describe('the legal licences kept by network, against the plain walk of the records', () => {
  for (const players of [2, 4, 6]) {
    it(`${players} seats, a state changed in place and a new state each move`, () => {
      expect(checkGame(players, 900 + players, true)).toBeGreaterThan(20);
      expect(checkGame(players, 950 + players, false)).toBeGreaterThan(20);
    });
  }

  it('a network list that is changed otherwise than by a city added is numbered again', () => {
    const s = newGame(3, 5);
    const b = boardNumbers(s.board);
    const net = s.network[s.airlines[0]!]!;
    const first = networkNumbers(b, net).routes.slice();
    const home = net[0]!;
    // A city added, then the list put back and given another city at the same length.
    const other = s.board.routes.find((r) => r.from !== home && r.to !== home)!;
    net.push(other.from);
    const grown = networkNumbers(b, net).routes.slice();
    expect(grown.length).toBeGreaterThan(first.length);
    // The same length, another last city.
    net[1] = other.to;
    expect(networkNumbers(b, net).routes).toEqual(networkNumbers(b, [...net]).routes);
    expect(networkNumbers(b, net).routes).not.toEqual(grown);
    // Shorter.
    net.length = 1;
    expect(networkNumbers(b, net).routes).toEqual(first);
  });
});
