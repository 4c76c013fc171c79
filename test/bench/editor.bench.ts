/**
 * The board editor, measured in Node (the Pixi draw needs a browser: the browser tests print
 * the real edit → frame times, test/e2e/editor-big.e2e.ts and editor-grid.e2e.ts).
 *
 * On a generated Airlines board of 500 cities and 1,500 routes:
 * - open: parse the file's text, read it through the core's reader, list every problem in
 *   words (schema + the game's checks), as the editor does when a board is opened; JSON.parse
 *   alone is the baseline of the same run;
 * - open an Airlines Europe board with its routes at their limit (6,000, as the resource test
 *   imports it), against JSON.parse of its text;
 * - an edit (move one city) up to what the next frame needs: the command, the scene geometry,
 *   the diff that picks the display objects to redraw (route-map/keys.ts), the re-validation.
 * On a 30 × 30 tile grid (the test-only grid mode):
 * - paint a 10 × 10 area in one drag through the same tool controller the canvas uses: the
 *   time per pointer step, the steps it leaves in the undo history (one), its undo.
 *
 * Times are medians of repeated runs; CPU time (process.cpuUsage) beside wall time where the
 * machine's load could make them differ.
 *
 * Then the same board in headless Chromium (editor-browser.ts): open → first frame and a drag's
 * edit → frame, against a 100-route board in the same run. `EDITOR_BENCH=browser` runs only
 * that part, `EDITOR_BENCH=node` only the Node part; `EDITOR_BENCH_ROUNDS` sets its rounds (4).
 */
import { performance } from 'node:perf_hooks';
import { airlinesGeometry as boardGeometry, airlinesPartKeys } from '../../renderer/src/games/airlines/look.js';
import { diffKeys } from '../../renderer/src/route-map/keys.js';
import { History } from '../../renderer/src/editor-core/model/history.js';
import { moveCitiesBy } from '../../renderer/src/games/airlines/editor/commands.js';
import { generateAirlinesBoard } from '../../renderer/src/games/airlines/editor/generate.js';
import { airlinesMode } from '../../renderer/src/games/airlines/editor/mode.js';
import { europeMode } from '../../renderer/src/games/airlines-europe/editor/mode.js';
import { games } from '../../games/index.js';
import { defaultBoardRaw } from '../fixtures/bundled-boards.js';
import { boundVariants } from '../integration/board-bounds.js';
import { newGridBoard, type GridBoard } from '../../renderer/src/games/test-grid/editor/board.js';
import { CELL, testGridMode } from '../../renderer/src/games/test-grid/editor/mode.js';
import { loadBoard, serialiseBoard, validateBoard } from '../../renderer/src/editor-core/model/board-io.js';
import { toolRig } from '../../renderer/src/editor/tools/test-rig.js';
import type { AirlinesBoard } from '../../games/airlines/types.js';
import { both, fmtMs, timed, type Bench } from './harness.js';
import { browserEditorBench } from './editor-browser.js';

export const title = 'Board editor (500 cities, 1,500 routes; a 30 × 30 tile grid)';

export default async function (bench: Bench): Promise<void> {
  const part = process.env.EDITOR_BENCH ?? 'both';
  if (part !== 'browser') nodeParts(bench);
  if (part !== 'node') await browserEditorBench(bench);
}

function nodeParts(bench: Bench): void {
  const big = generateAirlinesBoard();
  const text = serialiseBoard(airlinesMode, big);
  bench.report('board file size', `${(text.length / 1024).toFixed(0)} KiB`);

  bench.report('baseline: JSON.parse of the file', both(timed(() => JSON.parse(text), 30)));
  bench.report('open (parse, read, every problem in words)', both(timed(() => loadBoard(airlinesMode, JSON.parse(text)), 30)));
  bench.report('validate only', both(timed(() => validateBoard(airlinesMode, big), 30)));
  bench.report('save (the one board writer)', both(timed(() => serialiseBoard(airlinesMode, big), 30)));

  // The import the resource test makes (test/integration/resource-fuzz.test.ts): an Airlines
  // Europe board with its routes at their limit, nearly every one a problem to word (3.4 s of CPU
  // for two such opens, before each problem's names were looked up in maps built once per board).
  const europe = games.get('airlines-europe')!;
  const atLimit = boundVariants(europe, defaultBoardRaw(europe) as Record<string, unknown>).find((v) => v.where === '$.routes')!.atLimit;
  const atLimitText = JSON.stringify(atLimit);
  const opened = loadBoard(europeMode, JSON.parse(atLimitText));
  bench.report(`Europe board at its route limit (${(atLimit.routes as unknown[]).length} routes, ${opened.problems.length} problems): baseline JSON.parse`, both(timed(() => JSON.parse(atLimitText), 7)));
  bench.report('Europe board at its route limit: open (parse, read, every problem in words)', both(timed(() => loadBoard(europeMode, JSON.parse(atLimitText), { handedOver: true }), 7)));

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
  let drawn = airlinesPartKeys(history.board, boardGeometry(history.board));
  let redrawn = 0;
  const diffSamples: number[] = [];
  history.begin('drag');
  for (let i = 0; i < 200; i++) {
    history.exec(moveCitiesBy(history.board, [id], dx, 0)!);
    const t = performance.now();
    const keys = airlinesPartKeys(history.board, boardGeometry(history.board));
    const d = diffKeys(drawn.routes, keys.routes);
    redrawn = d.changed.length + d.added.length + d.removed.length + diffKeys(drawn.cities, keys.cities).changed.length;
    drawn = keys;
    diffSamples.push(performance.now() - t);
    dx = -dx;
  }
  history.end();
  const diff = bench.percentiles(diffSamples);
  bench.report('edit → parts to redraw (keys + diff), p50 / p99', `${fmtMs(diff.p50)} / ${fmtMs(diff.p99)} (${redrawn} of ${big.cities.length + big.routes.length} parts)`);
  bench.report(
    'edit → geometry + re-validation, median',
    both(
      timed(() => {
        history.exec(moveCitiesBy(history.board, [id], 1, 1)!);
        boardGeometry(history.board);
        validateBoard(airlinesMode, history.board);
      }, 50),
    ),
  );
  bench.report('undo of a 200-step drag (one step)', fmtMs(bench.median(() => {
    history.undo();
    history.redo();
  }, 50)));
  bench.report('select all + delete + undo', fmtMs(bench.median(() => {
    const cmd = airlinesMode.deleteCommand(big, airlinesMode.elements(big))!;
    cmd.undo(cmd.do(big));
  }, 20)));

  // ---- a 30 × 30 tile grid: paint a 10 × 10 area in one drag -----------------------------------
  const mid = (col: number, row: number): [number, number] => [(col - 0.5) * CELL, (row - 0.5) * CELL];
  /** Every cell of rows 6 … 15 visited in turn: 100 pointer steps, as a slow hand would. */
  const sweep: [number, number][] = [];
  for (let row = 6; row <= 15; row++) for (let i = 0; i < 10; i++) sweep.push(mid(row % 2 === 0 ? 6 + i : 15 - i, row));
  const scene = { hit: () => null, hitBox: () => [] };
  let depth = 0;
  let painted = 0;
  const stepTimes: number[] = [];
  const drags = timed(() => {
    const r = toolRig<GridBoard>(testGridMode, newGridBoard(30, 30), scene);
    r.setTool('paint');
    r.ctl.down(r.at(...sweep[0]!));
    for (const p of sweep.slice(1)) {
      const t = performance.now();
      r.ctl.move(r.at(...p));
      stepTimes.push(performance.now() - t);
    }
    r.ctl.up(r.at(...sweep[sweep.length - 1]!));
    depth = r.history.undoDepth;
    painted = r.history.board.cells.reduce((n, row) => n + (row.match(/#/g)?.length ?? 0), 0);
  }, 30);
  const grid = bench.percentiles(stepTimes);
  bench.report('grid: paint 10 × 10 in one drag (100 pointer steps)', `${both(drags)}; ${painted} cells painted, ${depth} undo step${depth === 1 ? '' : 's'}`);
  bench.report('grid: one paint step (pointer → board), p50 / p99', `${fmtMs(grid.p50)} / ${fmtMs(grid.p99)}`);
  const r = toolRig<GridBoard>(testGridMode, newGridBoard(30, 30), scene);
  r.setTool('paint');
  r.drag(sweep);
  bench.report('grid: undo + redo of that drag', fmtMs(bench.median(() => {
    r.history.undo();
    r.history.redo();
  }, 50)));
  bench.report('grid: validate + save the painted board', both(timed(() => {
    validateBoard(testGridMode, r.history.board);
    serialiseBoard(testGridMode, r.history.board);
  }, 50)));
}
