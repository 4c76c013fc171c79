/**
 * `npx tsx test/bench/bots-judge.ts '<variant>' [first seed] [games] [worlds]`: Airlines' Expert
 * against a variant of itself, decision by decision, which tells settings apart far sooner than
 * a duel of whole games (a duel's result hangs on a few decisions among hundreds). On the states
 * of Strategist games at 2 seats (every third decision with a choice, seeds from `first seed`,
 * default 900), Expert and the variant each choose (the same random source); where they differ,
 * both moves are played on in `worlds` (default 300) paired worlds, each dealt afresh from what
 * the seat sees and played to the end by the Strategist, and the difference of their win rates
 * (the variant's minus Expert's) is printed with its standard error. The sum over the states
 * says how many games in a hundred the variant's choices would win or lose on such states.
 *
 * `<variant>` is JSON: search settings to change (`caution`, `minWorlds`, `widening`, `rootMoves`,
 * `iterations`), or `{"default": true}` for the Strategist itself (what Expert's departures from
 * it are worth). Each process prints as it goes; several processes (other seeds) split a run.
 */
import { games } from '../../games/index.js';
import { strategistBot } from '../../games/airlines/bots.js';
import { SETTINGS } from '../../games/airlines/levels.js';
import type { AirlinesMove, AirlinesState } from '../../games/airlines/types.js';
import { levelBots, type LevelSettings } from '../../games/core/levels.js';
import { Rng } from '../../games/core/rng.js';
import { simFork, simStep } from '../../games/core/sim.js';
import { seatPlayers } from '../../games/core/simulate.js';
import type { Bot, GameDefinition, PlayerId } from '../../games/core/types.js';
import { boardOf } from './bots.bench.js';

type Def = GameDefinition<unknown, unknown, AirlinesState, AirlinesMove>;
const def = games.get('airlines') as unknown as Def;
const board = boardOf(def as unknown as GameDefinition);

const variant = JSON.parse(process.argv[2] ?? '{}') as { default?: boolean; caution?: number; minWorlds?: number; widening?: number; rootMoves?: number; iterations?: number };
const first = Number(process.argv[3] ?? 900);
const nGames = Number(process.argv[4] ?? 2);
const worlds = Number(process.argv[5] ?? 300);

const expertOf = (s: LevelSettings<AirlinesState, AirlinesMove>): Bot<AirlinesState, AirlinesMove> => levelBots(def, s).find((b) => b.id === 'expert')!;
const expert = expertOf(SETTINGS);
const { default: asDefault, iterations, ...search } = variant;
const other = asDefault ? strategistBot : expertOf({ ...SETTINGS, ...search, expert: { ...SETTINGS.expert, ...(iterations ? { iterations } : {}) } });

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** 1 if `seat` wins world `j` after `move` (a share of 1 for a shared win), else 0. */
function won(state: AirlinesState, seat: PlayerId, move: AirlinesMove, j: number): number {
  const rng = Rng.fromSeed(77777 + j * 7919);
  let s = simStep(def, simFork(def, def.determinize!(state, seat, rng)), seat, move);
  for (let k = 0; k < 3000 && def.outcome(s) === null; k++) {
    const p = def.activePlayers(s)[0]!;
    s = simStep(def, s, p, strategistBot.choose({ state: s, player: p, legal: def.legalMoves(s, p), rng }));
  }
  const o = def.outcome(s);
  return o && o.winners.includes(seat) ? 1 / o.winners.length : 0;
}

let states = 0;
let differ = 0;
let total = 0;
let variance = 0;
const cpuA: number[] = [];
const cpuB: number[] = [];
const median = (x: number[]): string => ([...x].sort((a, b) => a - b)[x.length >> 1] ?? 0).toFixed(0);
for (let g = 0; g < nGames; g++) {
  let state = def.setup({ board, players: seatPlayers(2), options: def.optionsSchema.parse({}), seed: first + g });
  const rng = Rng.fromSeed(first + g);
  for (let i = 0; def.outcome(state) === null && i < 2000; i++) {
    const player = def.activePlayers(state)[0]!;
    const legal = def.legalMoves(state, player);
    if (legal.length > 1 && i % 3 === 1) {
      states++;
      let t = cpuMs();
      const a = expert.choose({ state, player, legal, rng: Rng.fromSeed(i) });
      cpuA.push(cpuMs() - t);
      t = cpuMs();
      const b = other.choose({ state, player, legal, rng: Rng.fromSeed(i) });
      cpuB.push(cpuMs() - t);
      if (JSON.stringify(a) !== JSON.stringify(b)) {
        differ++;
        let sum = 0;
        let sq = 0;
        for (let j = 0; j < worlds; j++) {
          const d = won(state, player, b, j) - won(state, player, a, j);
          sum += d;
          sq += d * d;
        }
        const mean = sum / worlds;
        const v = Math.max(0, sq / worlds - mean * mean) / (worlds - 1);
        total += mean;
        variance += v;
        console.log(`seed ${first + g} decision ${i} ${state.turn.phase} (${legal.length} moves): Expert ${JSON.stringify(a)}, variant ${JSON.stringify(b)}: ${mean >= 0 ? '+' : ''}${mean.toFixed(3)} ± ${Math.sqrt(v).toFixed(3)}`);
      }
    }
    const res = def.apply(state, player, strategistBot.choose({ state, player, legal, rng }));
    if (!res.ok) throw new Error(`the Strategist chose a refused move: ${res.error.message}`);
    state = res.state;
  }
  console.log(`after seed ${first + g}: ${states} states, ${differ} differ, variant − Expert ${total >= 0 ? '+' : ''}${total.toFixed(3)} ± ${Math.sqrt(variance).toFixed(3)} wins; CPU per decision median ${median(cpuA)} / ${median(cpuB)} ms, max ${Math.max(...cpuA).toFixed(0)} / ${Math.max(...cpuB).toFixed(0)} ms`);
}
