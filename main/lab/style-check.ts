/**
 * The property check behind main/lab/styles-<n>.test.ts (one file per game of the registry, by its
 * place in the list, so they run in parallel): seeded games of one game's playstyles
 * through the lab's own loop (play.ts), which stops a game at the first move it was not
 * offered, any move the rules refuse, no legal move, or a game still running at the move limit.
 * Half the games seat one style everywhere (its own habits decide the game), half mix it with
 * the other styles and the game's first bot; player counts vary.
 */
import { readFileSync } from 'node:fs';
import { expect, it, vi } from 'vitest';
import { SOAK_TEST_TIMEOUT_MS, soakCount } from '../../games/core/soak.js';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkBoard } from '../../games/core/board-check.js';
import type { Bot } from '../../games/core/types.js';
import { games } from '../../games/index.js';
import { playGame, type GameRecord } from './play.js';
import { probeFor } from './probes.js';
import { chiSquareHomogeneity, totalVariation } from './stats.js';

// Whole games by the hundred: a soak test, budgeted for a busy machine (games/core/soak.ts).
vi.setConfig({ testTimeout: SOAK_TEST_TIMEOUT_MS });

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function bundledBoard(game: string, file: string): unknown {
  const def = games.get(game)!;
  const check = checkBoard(def, JSON.parse(readFileSync(join(ROOT, 'boards', game, file), 'utf8')));
  if (!check.ok) throw new Error(`${file}: ${check.problems[0]?.message}`);
  return check.board;
}

/** A game's playstyles: every game folder's playstyles.ts exports them as `styles` (the folder template). */
async function playstylesOf(game: string): Promise<string[]> {
  const m = (await import(pathToFileURL(join(ROOT, 'games', game, 'playstyles.ts')).href)) as { styles: Bot<unknown, unknown>[] };
  return m.styles.map((b) => b.id);
}

export interface StyleRun {
  games: number;
  /** Games that did not end normally: "seed: what happened". */
  problems: string[];
  /** Move kind → count, from the games a style played alone. */
  mix: Map<string, Record<string, number>>;
}

export function runStyles(game: string, board: unknown, styles: string[], perStyle: number, firstSeed = 1): StyleRun {
  const def = games.get(game)!;
  const probe = probeFor(def);
  const bot = (id: string) => def.bots.find((b) => b.id === id)!;
  const others = [...styles, def.bots[0]!.id];
  const out: StyleRun = { games: 0, problems: [], mix: new Map(styles.map((s) => [s, {}])) };
  const maxPlayers = Math.min(def.maxPlayers, 5);
  for (const style of styles) {
    for (let g = 0; g < perStyle; g++) {
      const seed = firstSeed + g;
      const players = def.minPlayers + (g % (maxPlayers - def.minPlayers + 1));
      const alone = g % 2 === 0;
      const seats = Array.from({ length: players }, (_, i) => bot(alone || i === g % players ? style : others[(g + i) % others.length]!));
      const elementIndex = new Map<string, number>();
      let k = 0;
      for (const kind of probe.elements(board, players)) for (const it of kind.items) elementIndex.set(`${kind.kind}:${it.id}`, k++);
      const { record } = playGame({ def, probe, board, options: def.optionsSchema.parse({}), players, bots: seats as never, seed, index: g, maxMoves: 5000, elementIndex });
      out.games++;
      if (record.problem || !record.finished) out.problems.push(`${style}, seed ${seed}, ${players} players: ${record.problem?.kind ?? 'unfinished'} at move ${record.problem?.move}: ${record.problem?.message}`);
      if (alone) addMix(out.mix.get(style)!, record);
    }
  }
  return out;
}

function addMix(mix: Record<string, number>, r: GameRecord): void {
  for (const seat of r.moveTypes) for (const [t, n] of Object.entries(seat)) mix[t] = (mix[t] ?? 0) + n;
}

/** For every pair of styles: how different their move mixes are (total variation) and the χ² p. */
export function mixDifferences(mix: Map<string, Record<string, number>>): { a: string; b: string; distance: number; p: number }[] {
  const kinds = [...new Set([...mix.values()].flatMap((m) => Object.keys(m)))].sort();
  const vec = (m: Record<string, number>): number[] => kinds.map((k) => m[k] ?? 0);
  const names = [...mix.keys()];
  const out: { a: string; b: string; distance: number; p: number }[] = [];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const a = vec(mix.get(names[i]!)!);
      const b = vec(mix.get(names[j]!)!);
      out.push({ a: names[i]!, b: names[j]!, distance: totalVariation(a, b), p: chiSquareHomogeneity([a, b]).p });
    }
  }
  return out;
}

/**
 * The test each styles-<n>.test.ts runs for the registry's games from place `from` (counted from
 * 0) up to `to` (the last file runs all the rest, so a new game is covered): seeded games per
 * style on the game's default board, every move offered and accepted, every game over; and the
 * styles' move mixes differ pairwise by at least a tenth of their moves, far beyond chance (χ²
 * homogeneity). 200 games a style under SOAK=full; `npm test` plays a quarter of them (every
 * player count, alone and mixed, either way): Linie 1's 600 games were the unit suite's
 * second-longest file.
 */
export function styleTests(from: number, to = Infinity): void {
  const defs = [...games.values()].slice(from, to);
  if (defs.length === 0) throw new Error(`The registry has no game at place ${from}.`);
  const perStyle = soakCount(200);
  for (const def of defs) {
    const game = def.id;
    it(`Playstyles of ${game}: ${perStyle} seeded games each, alone and mixed, 2 to 5 players: every move offered and accepted, every game ends, and the styles play differently`, async () => {
      const styles = await playstylesOf(game);
      expect(styles.length).toBeGreaterThan(0);
      const r = runStyles(game, bundledBoard(game, `${def.defaultBoard}.board.json`), styles, perStyle);
      expect(r.games).toBe(perStyle * styles.length);
      expect(r.problems).toEqual([]);
      const diffs = mixDifferences(r.mix);
      expect(diffs).toHaveLength((styles.length * (styles.length - 1)) / 2);
      for (const d of diffs) {
        expect(d.distance, `${d.a} against ${d.b}`).toBeGreaterThanOrEqual(0.1);
        expect(d.p, `${d.a} against ${d.b}`).toBeLessThan(1e-6);
      }
      console.log(`${game} styles: ${diffs.map((d) => `${d.a}/${d.b} ${(100 * d.distance).toFixed(0)} %`).join(', ')}`);
    });
  }
}
