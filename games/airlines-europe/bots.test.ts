import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.js';
import { simulate } from '../core/simulate.js';
import { tycoonBot } from './bots.js';
import { airlinesEurope as def } from './index.js';
import { cloneState } from './rules.js';
import { europeBoard } from './testing.js';
import type { EuropeState } from './types.js';

describe('Airlines Europe bots', () => {
  it('Bots: both play whole games with legal moves only, at every player count', () => {
    for (const n of [2, 3, 4, 5, 6]) {
      // The search levels (Hard, Expert) play the same moves the rules offer; whole games of them are the bench's.
      for (const bot of def.bots.filter((b) => !b.thinks)) {
        const r = simulate(def, { board: europeBoard, players: n, seed: 40 + n, bots: bot });
        expect(r.finished).toBe(true);
      }
    }
  });

  it('Bots: one Tycoon beats random bots in at least 4 games out of 5', () => {
    let wins = 0;
    const games = 25;
    for (let seed = 1; seed <= games; seed++) {
      const n = 2 + (seed % 5);
      const seat = seed % n;
      const bots = Array.from({ length: n }, (_, k) => (k === seat ? tycoonBot : def.bots[1]!));
      const r = simulate(def, { board: europeBoard, players: n, seed, bots });
      if (def.outcome(r.state)!.winners.includes(`p${seat + 1}`)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(20);
  });

  it('Bots: Tycoon decides only on what its seat may see (other hands and the draw-pile order make no difference)', () => {
    const states: EuropeState[] = [];
    simulate(def, { board: europeBoard, players: 4, seed: 77, bots: tycoonBot, afterMove: (s, _p, _m, i) => void (i % 9 === 0 && states.push(s)) });
    const rng = Rng.fromSeed(5);
    for (const s of states) {
      const active = def.activePlayers(s);
      if (active.length === 0) continue;
      const me = active[0]!;
      const legal = def.legalMoves(s, me);
      const choose = (x: EuropeState) => tycoonBot.choose({ state: x, player: me, legal, rng: Rng.fromSeed(1) });
      const other = cloneState(s);
      rng.shuffle(other.deck);
      for (const p of other.players) if (p.id !== me) other.hands[p.id] = { [other.airlines[rng.int(other.airlines.length)]!]: 3 };
      expect(choose(other)).toEqual(choose(s));
    }
  });
});
