/**
 * Planted flaws: bundled boards with one element made absurd on purpose, and what the lab should
 * say about each (the element, and which way to fix it), listed in each game's test folder
 * (test/games/<id>/planted-flaws.ts) and gathered here. The lab's planted-flaw test
 * (planted-flaws.test.ts) and its bench (test/bench/lab.bench.ts) run them.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBoard } from '../../games/core/board-check.js';
import { games } from '../../games/index.js';
import { perGame } from '../games/per-game.js';
import type { GameFlaw, PlantedFlaw } from './flaw-kit.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type { GameFlaw, PlantedFlaw } from './flaw-kit.js';

/** Every game's planted flaws, in the registry's order (a game without any lists none). */
export const PLANTED: PlantedFlaw[] = [...(await perGame<{ flaws: GameFlaw[] }>('planted-flaws', true))].flatMap(([game, m]) => m.flaws.map((f) => ({ ...f, game })));

/** The bundled board as a checked board, with the flaw planted when given. */
export function plantedBoard(flaw: Pick<PlantedFlaw, 'game' | 'file'> & { plant?: PlantedFlaw['plant'] }): unknown {
  const raw = JSON.parse(readFileSync(join(ROOT, 'boards', flaw.game, flaw.file), 'utf8'));
  flaw.plant?.(raw);
  const check = checkBoard(games.get(flaw.game)!, raw);
  if (!check.ok) throw new Error(`${flaw.file}: ${check.problems[0]?.path}: ${check.problems[0]?.message}`);
  return check.board;
}

/**
 * The file a planted flaw's two reports are kept in (the lab bench's `LAB_FLAW_SAVE`): its game
 * and its place in that game's list, so a game that adds flaws renames no other game's files.
 */
export function flawFile(flaw: PlantedFlaw): string {
  return `flaw-${flaw.game}-${PLANTED.filter((f) => f.game === flaw.game).indexOf(flaw)}.json.gz`;
}

/** The planted flaw a kept file (flawFile) holds, or undefined. */
export function flawOfFile(file: string): PlantedFlaw | undefined {
  return PLANTED.find((f) => flawFile(f) === file);
}
