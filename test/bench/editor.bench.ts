/**
 * The board editor on a generated board of 500 cities and 1,500 routes:
 * - open and validate: parse the file's text, read it leniently and list every problem
 *   (schema + the game's checks), as the editor does when a board is opened;
 * - an edit (move one city) up to what the next frame needs, measured in Node: the command,
 *   the scene geometry the play scene draws from, the diff that picks the display objects to
 *   redraw (scene-keys.ts), and the re-validation that follows.
 * The Pixi draw itself needs a browser: the browser test prints the real edit → frame time
 * for the same board (see test/e2e/editor-big.e2e.ts).
 */
import { performance } from 'node:perf_hooks';
import { boardGeometry } from '../../renderer/src/games/airlines/geometry.js';
import { boardPartKeys, diffKeys } from '../../renderer/src/games/airlines/scene-keys.js';
import { History } from '../../renderer/src/editor/model/history.js';
import { moveCitiesBy } from '../../renderer/src/editor/modes/airlines/commands.js';
import { generateAirlinesBoard } from '../../renderer/src/editor/modes/airlines/generate.js';
import { airlinesMode } from '../../renderer/src/editor/modes/airlines/mode.js';
import { loadBoard, serialiseBoard, validateBoard } from '../../renderer/src/editor/model/board-io.js';
import type { AirlinesBoard } from '../../games/airlines/types.js';
import { fmtMs, type Bench } from './harness.js';

export const title = 'Board editor (500 cities, 1,500 routes)';

export default async function (bench: Bench): Promise<void> {
  const big = generateAirlinesBoard();
  const text = serialiseBoard(airlinesMode, big);
  bench.report('board file size', `${(text.length / 1024).toFixed(0)} KiB`);

  const open = bench.median(() => {
    const { board } = loadBoard(airlinesMode, JSON.parse(text));
    validateBoard(airlinesMode, board!);
  }, 30);
  bench.report('open + validate (parse, read, every check)', fmtMs(open));
  bench.report('validate only', fmtMs(bench.median(() => validateBoard(airlinesMode, big), 30)));
  bench.report('save (stable JSON)', fmtMs(bench.median(() => serialiseBoard(airlinesMode, big), 30)));

  // One drag step: move a city, then rebuild the geometry the scene draws from.
  const history = new History<AirlinesBoard>(big);
  const id = big.cities[250]!.id;
  let dx = 1;
  const samples: number[] = [];
  history.begin('drag');
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    history.exec(moveCitiesBy(history.board, [id], dx, 0)!);
    boardGeometry(history.board);
    samples.push(performance.now() - t);
    dx = -dx;
  }
  history.end();
  const step = bench.percentiles(samples);
  bench.report('edit → scene geometry (move a city), p50 / p99', `${fmtMs(step.p50)} / ${fmtMs(step.p99)}`);

  // What the scene computes before touching Pixi: geometry, the parts' keys, and their diff
  // with the last board drawn (a moved city: its dot and name, its routes).
  let drawn = boardPartKeys(history.board, boardGeometry(history.board).routes);
  let redrawn = 0;
  const diffSamples: number[] = [];
  history.begin('drag');
  for (let i = 0; i < 200; i++) {
    history.exec(moveCitiesBy(history.board, [id], dx, 0)!);
    const t = performance.now();
    const keys = boardPartKeys(history.board, boardGeometry(history.board).routes);
    const d = diffKeys(drawn.routes, keys.routes);
    redrawn = d.changed.length + d.added.length + d.removed.length + diffKeys(drawn.cities, keys.cities).changed.length;
    drawn = keys;
    diffSamples.push(performance.now() - t);
    dx = -dx;
  }
  history.end();
  const diff = bench.percentiles(diffSamples);
  bench.report('edit → parts to redraw (keys + diff), p50 / p99', `${fmtMs(diff.p50)} / ${fmtMs(diff.p99)} (${redrawn} of ${big.cities.length + big.routes.length} parts)`);
  bench.report('edit → geometry + re-validation, median', fmtMs(bench.median(() => {
    history.exec(moveCitiesBy(history.board, [id], 1, 1)!);
    boardGeometry(history.board);
    validateBoard(airlinesMode, history.board);
  }, 50)));
  bench.report('undo of a 200-step drag (one step)', fmtMs(bench.median(() => {
    history.undo();
    history.redo();
  }, 50)));
  bench.report('select all + delete + undo', fmtMs(bench.median(() => {
    const cmd = airlinesMode.deleteCommand(big, airlinesMode.elements(big))!;
    cmd.undo(cmd.do(big));
  }, 20)));
}
