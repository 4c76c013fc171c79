/** Large generated boards (the editor's generator): 500 cities, 1,500 routes each, as board files. */
import { generateAirlinesBoard } from '../../../renderer/src/games/airlines/editor/generate.js';
import { airlinesMode } from '../../../renderer/src/games/airlines/editor/mode.js';
import { serialiseBoard } from '../../../renderer/src/editor-core/model/board-io.js';

/** `n` different 1,500-route Airlines board files (seeds 1 … n). */
export function bigAirlinesBoards(n: number): string[] {
  return Array.from({ length: n }, (_, i) => serialiseBoard(airlinesMode, generateAirlinesBoard({ seed: i + 1 })));
}
