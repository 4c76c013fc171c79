/**
 * `[BOTS_GAME=airlines|airlines-europe|blue-skies|linie1] [BOTS_SEATS=n] npx tsx test/bench/bots-judge.ts '<variant>' [first seed] [games] [worlds]`:
 * a game's Expert against a variant of itself, decision by decision, which tells settings apart
 * far sooner than a duel of whole games (a duel's result hangs on a few decisions among
 * hundreds). On the states of games the heuristic bot plays against itself at `BOTS_SEATS` seats
 * (default 2; every third decision with a choice, seeds from `first seed`, default 900), Expert
 * and the variant each choose (the same random source); where they differ, both moves are played
 * on in `worlds` (default 300) paired worlds, each dealt afresh from what the seat sees and played
 * to the end by the heuristic, and the difference of their win rates (the variant's minus
 * Expert's) is printed with its standard error. The sum over the states says how many games in a
 * hundred the variant's choices would win or lose on such states (a fair share is 1/seats).
 *
 * `<variant>` is JSON: search settings to change (any of the level's `SETTINGS`: `caution`,
 * `minWorlds`, `widening`, `rootMoves`, `exploration`, …; and `iterations`,
 * `seatScale`, `steps` (0: none) for Expert's budget), or `{"default": true}` for the heuristic itself (what
 * Expert's departures from it are worth). `JUDGE_BASE` (JSON, same keys) changes the baseline
 * Expert the same way. Each process prints as it goes; several processes (other seeds) split a run.
 */
import { games } from '../../games/index.js';
import { SETTINGS as AIRLINES } from '../../games/airlines/levels.js';
import { SETTINGS as EUROPE } from '../../games/airlines-europe/levels.js';
import { SETTINGS as BLUE_SKIES } from '../../games/blue-skies/levels.js';
import { settings as LINIE1 } from '../../games/linie1/levels.js';
import { levelBots, type LevelSettings } from '../../games/core/levels.js';
import { Rng } from '../../games/core/rng.js';
import { simFork, simStep } from '../../games/core/sim.js';
import { seatPlayers } from '../../games/core/simulate.js';
import type { Bot, GameDefinition, PlayerId } from '../../games/core/types.js';
import { boardOf } from './bots.bench.js';

type S = unknown;
type M = unknown;
type Def = GameDefinition<unknown, unknown, S, M>;
/** The games whose levels export their settings. */
const SETTINGS: Record<string, LevelSettings<S, M>> = {
  airlines: AIRLINES as unknown as LevelSettings<S, M>,
  'airlines-europe': EUROPE as unknown as LevelSettings<S, M>,
  'blue-skies': BLUE_SKIES as unknown as LevelSettings<S, M>,
  linie1: LINIE1 as unknown as LevelSettings<S, M>,
};
const gameId = process.env.BOTS_GAME ?? 'airlines';
if (!Object.hasOwn(SETTINGS, gameId)) throw new Error(`the judge knows ${Object.keys(SETTINGS).join(', ')}, not ${gameId}`);
const def = games.get(gameId) as unknown as Def;
const board = boardOf(def as unknown as GameDefinition);
const seats = Number(process.env.BOTS_SEATS ?? 2);
const base = SETTINGS[gameId]!;
const heuristic = base.heuristic;

type Variant = Partial<LevelSettings<S, M>> & { default?: boolean; iterations?: number; seatScale?: number; steps?: number };
const variant = JSON.parse(process.argv[2] ?? '{}') as Variant;
const first = Number(process.argv[3] ?? 900);
const nGames = Number(process.argv[4] ?? 2);
const worlds = Number(process.argv[5] ?? 300);

/** Expert with `v`'s changes to the level's settings. */
function expertOf(v: Variant): Bot<S, M> {
  const { default: _, iterations, seatScale, steps, ...search } = v;
  const budget = { ...base.expert, ...(iterations ? { iterations } : {}), ...(seatScale !== undefined ? { seatScale } : {}), ...(steps !== undefined ? { steps: steps || undefined } : {}) };
  return levelBots(def, { ...base, ...search, expert: budget }).find((b) => b.id === 'expert')!;
}
const expert = expertOf(JSON.parse(process.env.JUDGE_BASE ?? '{}') as Variant);
const other = variant.default ? heuristic : expertOf(variant);

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** 1 if `seat` wins world `j` after `move` (a share of 1 for a shared win), else 0. */
function won(state: S, seat: PlayerId, move: M, j: number): number {
  const rng = Rng.fromSeed(77777 + j * 7919);
  let s = simStep(def, simFork(def, def.determinize!(state, seat, rng)), seat, move);
  for (let k = 0; k < 3000 && def.outcome(s) === null; k++) {
    const p = def.activePlayers(s)[0]!;
    s = simStep(def, s, p, heuristic.choose({ state: s, player: p, legal: def.legalMoves(s, p), rng }));
  }
  const o = def.outcome(s);
  return o && o.winners.includes(seat) ? 1 / o.winners.length : 0;
}

let states = 0;
let differ = 0;
/** Decisions where Expert's, and the variant's, move is not the heuristic's. */
let departA = 0;
let departB = 0;
let total = 0;
let variance = 0;
const cpuA: number[] = [];
const cpuB: number[] = [];
const median = (x: number[]): string => ([...x].sort((a, b) => a - b)[x.length >> 1] ?? 0).toFixed(0);
for (let g = 0; g < nGames; g++) {
  let state = def.setup({ board, players: seatPlayers(seats), options: def.optionsSchema.parse({}), seed: first + g });
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
      const h = JSON.stringify(heuristic.choose({ state, player, legal, rng: Rng.fromSeed(i) }));
      if (JSON.stringify(a) !== h) departA++;
      if (JSON.stringify(b) !== h) departB++;
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
        console.log(`seed ${first + g} decision ${i} (${legal.length} moves): Expert ${JSON.stringify(a)}, variant ${JSON.stringify(b)}: ${mean >= 0 ? '+' : ''}${mean.toFixed(3)} ± ${Math.sqrt(v).toFixed(3)}`);
      }
    }
    const res = def.apply(state, player, heuristic.choose({ state, player, legal, rng }));
    if (!res.ok) throw new Error(`the heuristic chose a refused move: ${res.error.message}`);
    state = res.state;
  }
  console.log(`after seed ${first + g}: ${states} states, ${differ} differ (Expert leaves the heuristic's move in ${departA}, the variant in ${departB}), variant − Expert ${total >= 0 ? '+' : ''}${total.toFixed(3)} ± ${Math.sqrt(variance).toFixed(3)} wins; CPU per decision median ${median(cpuA)} / ${median(cpuB)} ms, max ${Math.max(...cpuA).toFixed(0)} / ${Math.max(...cpuB).toFixed(0)} ms`);
}
