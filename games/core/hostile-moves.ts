/**
 * A property check every game runs (see each game's hostile-ids test): legal moves from seeded
 * all-bot games, with each string in them replaced by a prototype key or an odd string, must be
 * refused with a message — never thrown, never applied, and `Object.prototype` left as it was.
 *
 * It calls `apply` directly, without the host's `moveSchema` check in front, because `apply` must
 * hold on its own ("never throws on bad input").
 */
import { HOSTILE_IDS } from './ids.js';
import { Rng } from './rng.js';
import { seatPlayers } from './simulate.js';
import type { GameDefinition, PlayerId } from './types.js';

export interface HostileReport {
  states: number;
  tried: number;
  /** Variants that happened to equal a legal move (an id field the game ignores): skipped. */
  equalToLegal: number;
  /** How many refusals gave each error code (a game can check that none was `internal`). */
  codes: Record<string, number>;
  failures: string[];
}

/** Every variant of `value` with one string leaf (not a `type` tag) replaced by `by`. */
export function variants(value: unknown, by: string): unknown[] {
  const out: unknown[] = [];
  const walk = (v: unknown, rebuild: (x: unknown) => unknown, key: string | number | null): void => {
    if (typeof v === 'string') {
      if (key !== 'type' && v !== by) out.push(rebuild(by));
      return;
    }
    if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, (y) => rebuild(v.map((z, j) => (j === i ? y : z))), i));
      return;
    }
    if (typeof v === 'object' && v !== null) {
      for (const k of Object.keys(v)) walk((v as Record<string, unknown>)[k], (y) => rebuild({ ...(v as object), [k]: y }), k);
    }
  };
  walk(value, (x) => x, null);
  return out;
}

function prototypeFingerprint(): string {
  const names = Object.getOwnPropertyNames(Object.prototype).sort().join(',');
  const arr = Object.getOwnPropertyNames(Array.prototype).sort().join(',');
  return `${names}|${arr}`;
}

/** Removes what a polluting move added to the prototypes, so the rest of the test run is sane. */
function restorePrototypes(objectNames: Set<string>, arrayNames: Set<string>): void {
  for (const n of Object.getOwnPropertyNames(Object.prototype)) if (!objectNames.has(n)) delete (Object.prototype as Record<string, unknown>)[n];
  for (const n of Object.getOwnPropertyNames(Array.prototype)) if (!arrayNames.has(n)) delete (Array.prototype as unknown as Record<string, unknown>)[n];
}

/**
 * Plays `games` seeded all-bot games with the game's first bot; at every `every`-th state, takes
 * up to `perState` legal moves of the active player and tries each hostile variant of each.
 */
export function checkHostileMoves<B, O, S, M>(
  def: GameDefinition<B, O, S, M>,
  args: { board: B; players: number; games: number; every?: number; perState?: number; seed?: number; maxMoves?: number; options?: O },
): HostileReport {
  const report: HostileReport = { states: 0, tried: 0, equalToLegal: 0, codes: {}, failures: [] };
  const protoBefore = prototypeFingerprint();
  const objectNames = new Set(Object.getOwnPropertyNames(Object.prototype));
  const arrayNames = new Set(Object.getOwnPropertyNames(Array.prototype));
  const every = args.every ?? 7;
  const perState = args.perState ?? 3;
  for (let g = 0; g < args.games; g++) {
    const seed = (args.seed ?? 1) + g;
    const players = seatPlayers(args.players);
    const options = (args.options ?? def.optionsSchema.parse({})) as O;
    let state = def.setup({ board: args.board, players, options, seed });
    const rng = Rng.fromSeed(seed ^ 0x9e3779b9);
    const bot = def.bots[0]!;
    let n = 0;
    while (def.outcome(state) === null && n < (args.maxMoves ?? 2_000)) {
      const player: PlayerId = def.activePlayers(state)[0]!;
      const legal = def.legalMoves(state, player);
      if (legal.length === 0) break;
      if (n % every === 0) {
        report.states++;
        const legalJson = new Set(legal.map((m) => JSON.stringify(m)));
        const before = JSON.stringify(state);
        for (const move of legal.slice(0, perState)) {
          for (const by of HOSTILE_IDS) {
            for (const v of variants(move, by)) {
              if (legalJson.has(JSON.stringify(v))) {
                report.equalToLegal++;
                continue;
              }
              report.tried++;
              const where = `seed ${seed}, move ${n}, ${JSON.stringify(v).slice(0, 200)}`;
              try {
                const res = def.apply(state, player, v as M);
                if (res.ok) report.failures.push(`applied: ${where}`);
                else {
                  report.codes[res.error.code] = (report.codes[res.error.code] ?? 0) + 1;
                  if (!res.error.message) report.failures.push(`refused without a message: ${where}`);
                }
              } catch (err) {
                report.failures.push(`threw ${(err as Error).message}: ${where}`);
              }
              if (prototypeFingerprint() !== protoBefore) {
                report.failures.push(`Object.prototype changed: ${where}`);
                restorePrototypes(objectNames, arrayNames);
                return report;
              }
            }
          }
        }
        if (JSON.stringify(state) !== before) report.failures.push(`state changed by a refused move at seed ${seed}, move ${n}`);
      }
      const move = bot.choose({ state, player, legal, rng });
      const res = def.apply(state, player, move);
      if (!res.ok) break;
      state = res.state;
      n++;
    }
  }
  return report;
}

/**
 * The game as `checkHostileMoves` should see it to test every kind of move: its legal moves
 * listed with one move of each `type` first (the check tries only the first few per state).
 */
export function everyMoveKind<B, O, S, M>(def: GameDefinition<B, O, S, M>): GameDefinition<B, O, S, M> {
  return {
    ...def,
    legalMoves(state, player) {
      const legal = def.legalMoves(state, player);
      const seen = new Set<unknown>();
      const first: M[] = [];
      const rest: M[] = [];
      for (const m of legal) {
        const type = (m as { type?: unknown }).type;
        if (seen.has(type)) rest.push(m);
        else {
          seen.add(type);
          first.push(m);
        }
      }
      return [...first, ...rest];
    },
  };
}
