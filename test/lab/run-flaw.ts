/**
 * Runs a planted flaw as a designer would check it: the flawed board against the bundled one on
 * the same seeds (the lab's comparison), with the game's default bots; and where in the ranked
 * findings the planted element comes, with the direction of its fix.
 */
import type { LabComparison } from '../../formats/lab-report.js';
import { games } from '../../games/index.js';
import { defaultBots, runLabDocument } from '../../main/lab/lab.js';
import { plantedBoard, type PlantedFlaw } from './planted-flaws.js';

export interface FlawResult {
  doc: LabComparison;
  /** 1-based place of the first finding naming the planted element (0: not found). */
  rank: number;
  direction: 'weaken' | 'strengthen' | null;
}

export async function runFlaw(flaw: PlantedFlaw, games_: number, opts: { workers?: number; seed?: number; against?: 'bundled' | 'itself'; workerFile?: string } = {}): Promise<FlawResult> {
  const def = games.get(flaw.game)!;
  const settings = (name: string, seed: number) => ({
    game: def.id,
    gameName: def.name,
    board: { name, hash: name, source: name },
    players: flaw.players,
    games: games_,
    seed,
    bots: defaultBots(def),
    options: def.optionsSchema.parse({}) as Record<string, unknown>,
    maxMoves: 5000,
  });
  const seed = opts.seed ?? 1;
  const a = opts.against === 'itself' ? { settings: settings('A', seed + 100_000), board: plantedBoard(flaw) } : { settings: settings('bundled', seed), board: plantedBoard({ game: flaw.game, file: flaw.file }) };
  const { doc } = await runLabDocument(a, { settings: settings('flawed', seed), board: plantedBoard(flaw) }, { workers: opts.workers ?? 0, ...(opts.workerFile !== undefined ? { workerFile: opts.workerFile } : {}) });
  if (!doc || doc.kind !== 'lab-comparison') throw new Error('The comparison did not run.');
  const at = doc.findings.findIndex((f) => flaw.expect.elements.includes(`${f.kind}:${f.element}`));
  return { doc, rank: at + 1, direction: at >= 0 ? doc.findings[at]!.direction : null };
}
