/**
 * The board editor in headless Chromium (the flags of the browser tests, SwiftShader's WebGL):
 * how long a board takes from Open to its first drawn frame, and a drag's edit → frame times, on
 * the generated 1,500-route Airlines board and, in the same run and the same page, a 100-route
 * board as the baseline. Rounds alternate the two boards so the machine's load falls on both.
 *
 * The page measures itself (canvas/frame-stats.ts): Open starts when the file's text reaches
 * the editor (its JSON.parse alone is reported too), and ends with the first frame drawn after.
 * The main thread's CPU time (Chromium's ThreadTime) over the open is the CPU figure, and
 * over the drag, per step. SwiftShader draws on the CPU, so the WebGL draw calls and the vertices
 * (indices) they draw are counted too: in the first frame and per drag step.
 *
 * A big board's first frame may leave its circle numbers to the next frames (route-map/scene.ts,
 * fillNumbers; numbers too small to draw at the zoom it opens at are not made until a zoom shows
 * them): "open → complete" is the time until the frame that finished those shown. The finished
 * frame's vertex indices are counted per layer of the route map too (layerIndices).
 *
 * After the drag, the city is renamed in its name field (edit → frame, the scene's redraw, the
 * main thread's CPU): a rename places that name and the ones it covers, not all. Then one wheel
 * zooms in 3.3× on the city: the draws of a frame there show what
 * culling (route-map/cull.ts) leaves out. EDITOR_BENCH_SHOTS=<folder> saves the big board's first
 * round as it opened (fit.png) and zoomed in (zoomed.png), to compare two builds by eye.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { generateAirlinesBoard } from '../../renderer/src/games/airlines/editor/generate.js';
import { airlinesMode } from '../../renderer/src/games/airlines/editor/mode.js';
import { serialiseBoard } from '../../renderer/src/editor-core/model/board-io.js';
import { launchBrowser, startHost } from '../e2e/support.js';
import { fmtMs, percentile, type Bench } from './harness.js';

interface Stats {
  frames: number;
  lastOpenToFrameMs: number | null;
  lastOpenToCompleteMs: number | null;
  lastOpenParseMs: number | null;
  lastOpenAt?: number | null;
  lastDrawMs: number;
  lastFrameMs: number;
  recentEditToFrameMs: number[];
  recentDrawMs: number[];
  lastEditToFrameMs: number;
}
/** WebGL draw calls and the vertices (indices) they drew, counted by the page (see countDraws). */
interface DrawCount {
  calls: number;
  vertices: number;
}
interface Hooks {
  __boardwrightDraws?: DrawCount;
  __boardwrightEditorStage?: { clientPoint(p: { x: number; y: number }): { x: number; y: number } };
  __boardwrightEditor?: Stats;
}

const tid = (id: string) => `[data-testid="${id}"]`;
const stats = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((globalThis as unknown as Hooks).__boardwrightEditor ?? null)) as Stats | null);

async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean, what: string, ms = 120_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Runs in the page before its scripts: wraps the WebGL draw entry points to count calls and
 * vertices. Serialised into the page, so it names nothing outside itself.
 */
function countDraws(): void {
  const n = { calls: 0, vertices: 0 };
  (globalThis as unknown as Hooks).__boardwrightDraws = n;
  const page = globalThis as unknown as Record<string, { prototype: Record<string, (...a: number[]) => void> } | undefined>;
  for (const ctx of [page.WebGLRenderingContext, page.WebGL2RenderingContext]) {
    const proto = ctx?.prototype;
    if (!proto) continue;
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const f = proto[name];
      if (!f) continue;
      // drawArrays(mode, first, count …); drawElements(mode, count, type, offset …)
      const at = name.startsWith('drawArrays') ? 2 : 1;
      proto[name] = function (this: unknown, ...a: number[]) {
        n.calls++;
        n.vertices += a[at] ?? 0;
        return f.apply(this, a);
      };
    }
  }
}

/**
 * What each layer of the route map draws in one frame of the view on screen (vertex indices):
 * the frame drawn whole, then once without each layer (the difference is that layer's share).
 * Layers are found by their label (route-map/scene.ts names them `route-map:<name>`).
 */
function layerIndices(page: Page): Promise<Record<string, number>> {
  // No named functions inside: tsx names them with a helper the page does not have.
  return page.evaluate(() => {
    interface Node {
      label?: string;
      renderable: boolean;
      children: Node[];
    }
    const g = globalThis as unknown as Hooks & { __boardwrightEditorStage: { world: Node; app: { stage: Node; renderer: { render(n: Node): void } } } };
    const { app, world } = g.__boardwrightEditorStage;
    const n = g.__boardwrightDraws!;
    const layers: Node[] = [];
    const stack = [world];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.label?.startsWith('route-map:')) layers.push(node);
      else stack.push(...node.children);
    }
    let v0 = n.vertices;
    app.renderer.render(app.stage);
    const whole = n.vertices - v0;
    const out: Record<string, number> = { 'whole frame': whole };
    for (const layer of layers.reverse()) {
      const was = layer.renderable;
      layer.renderable = false;
      v0 = n.vertices;
      app.renderer.render(app.stage);
      const share = whole - (n.vertices - v0);
      layer.renderable = was;
      if (share !== 0) out[layer.label!.slice('route-map:'.length)] = share;
    }
    app.renderer.render(app.stage);
    return out;
  });
}

/**
 * What each layer of the route map costs SwiftShader to draw, in a frame of the finished board as
 * opened (shaders compiled, textures uploaded: the steady state): the frame drawn whole and read
 * back, then once without each layer; the difference is that layer's share. Medians of 3 draws.
 * A string: tsx names functions with a helper the page does not have.
 */
const LAYER_GPU_MS = `(() => {
  const stage = globalThis.__boardwrightEditorStage;
  const { app, world } = stage;
  const gl = app.renderer.gl;
  // As a frame draws it (antialiased through a texture where the build does that); an older build draws the stage.
  const draw = () => (stage.drawFrame ? stage.drawFrame() : app.renderer.render(app.stage));
  const px = new Uint8Array(4);
  const timed = () => {
    const ts = [];
    for (let i = 0; i < 3; i++) {
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      const t0 = performance.now();
      draw();
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      ts.push(performance.now() - t0);
    }
    return ts.sort((a, b) => a - b)[1];
  };
  const layers = [];
  const stack = [world];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node.label?.startsWith('route-map:')) layers.push(node);
    else stack.push(...node.children);
  }
  const whole = timed();
  const out = { 'whole frame': whole };
  for (const layer of layers.reverse()) {
    if (!layer.renderable) continue;
    layer.renderable = false;
    const without = timed();
    layer.renderable = true;
    out[layer.label.slice('route-map:'.length)] = whole - without;
  }
  world.renderable = false;
  out['nothing of the map (clear and present)'] = timed();
  world.renderable = true;
  draw();
  return out;
})()`;

/**
 * The floor under any first frame on this machine: a fresh WebGL context of the editor's canvas
 * size (antialiased, as the stage's), one shader compiled and linked, one triangle drawn and read
 * back (the read waits for SwiftShader to finish). Nothing of ours is in it. A string: tsx names
 * functions with a helper the page does not have.
 */
const FLOOR = `(() => {
  const stage = globalThis.__boardwrightEditorStage;
  const c = document.createElement('canvas');
  c.width = stage.app.renderer.width;
  c.height = stage.app.renderer.height;
  const t0 = performance.now();
  const gl = c.getContext('webgl2', { antialias: true, premultipliedAlpha: true });
  const sh = (type, src) => { const s = gl.createShader(type); gl.shaderSource(s, src); gl.compileShader(s); return s; };
  const p = gl.createProgram();
  gl.attachShader(p, sh(gl.VERTEX_SHADER, '#version 300 es\\nin vec2 a; void main() { gl_Position = vec4(a, 0.0, 1.0); }'));
  gl.attachShader(p, sh(gl.FRAGMENT_SHADER, '#version 300 es\\nprecision mediump float; out vec4 o; void main() { o = vec4(0.2, 0.4, 0.6, 1.0); }'));
  gl.linkProgram(p);
  gl.useProgram(p);
  const b = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, b);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, 0, 1]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.clearColor(1, 1, 1, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.drawArrays(gl.TRIANGLES, 0, 3);
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  const ms = performance.now() - t0;
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return ms;
})()`;

/**
 * Waits in the page for the open's first frame, then reads one pixel of the stage back, which
 * waits for SwiftShader to finish drawing it: the time from the Open to the first frame on screen
 * (the frame's own figure ends when Pixi has handed its draw calls over), and that frame's scene
 * redraw and whole time (read before a later frame replaces them). Polls by timer, not rAF, so
 * it asks for no frame itself.
 */
const SHOWN = `new Promise((done) => {
  const poll = () => {
    const s = globalThis.__boardwrightEditor;
    if (s?.lastOpenToFrameMs == null || s.lastOpenAt == null) return void setTimeout(poll, 5);
    const gl = globalThis.__boardwrightEditorStage.app.renderer.gl;
    const frame = { drawMs: s.lastDrawMs, frameMs: s.lastFrameMs, draws: { ...globalThis.__boardwrightDraws } };
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    done({ ...frame, shownMs: performance.now() - s.lastOpenAt });
  };
  poll();
})`;

const draws = (page: Page) => page.evaluate(() => ({ ...((globalThis as unknown as Hooks).__boardwrightDraws ?? { calls: 0, vertices: 0 }) }));

interface Round {
  openMs: number;
  /** Open → the first frame drawn by SwiftShader (see SHOWN); NaN on a build without lastOpenAt. */
  shownMs: number;
  /** SwiftShader's first draw of a fresh context, nothing of ours (see FLOOR). */
  floorMs: number;
  /** The first frame's scene redraw, and the whole frame (scene and Pixi's render). */
  firstDrawMs: number;
  firstFrameMs: number;
  completeMs: number;
  firstFrameDraws: DrawCount;
  dragCpuMs: number;
  stepDraws: DrawCount;
  parseMs: number;
  cpuMs: number;
  dragMedianMs: number;
  sceneMedianMs: number;
  /** Zoomed in 3.3× on the dragged city: WebGL draws per frame (culling leaves out what is off screen). */
  zoomedDraws: DrawCount;
  /** Renaming the dragged city: edit → frame, the scene's redraw in it, main-thread CPU from the edit to that frame. */
  rename: { frameMs: number; drawMs: number; cpuMs: number };
  /** Vertex indices per layer of the finished board's frame as opened (see layerIndices). */
  layers: Record<string, number>;
  /** SwiftShader's time per layer of that frame, steady state (see layerGpuMs). */
  layerMs: Record<string, number>;
}

/** Opens `file` in a fresh editor page, then drags one city 20 steps, a frame per step. */
async function round(page: Page, url: string, file: string, city: { x: number; y: number }, shots?: string): Promise<Round> {
  await page.goto(url);
  await page.click(tid('open-editor'));
  await waitFor(() => page.evaluate(() => Boolean((globalThis as unknown as Hooks).__boardwrightEditorStage)), Boolean, 'the editor');
  await page.click(tid('file-open'));
  const chooser = page.waitForEvent('filechooser');
  await page.click(tid('open-file'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  // The main thread's CPU time (ThreadTime; TaskDuration is its tasks' wall time, which a loaded
  // machine stretches).
  const busy = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000;
  const floorMs = (await page.evaluate(FLOOR)) as number;
  const before = await busy();
  const d0 = await draws(page);
  // Started before the open, so it sees the first frame as soon as the page runs a task after it.
  const hasOpenAt = await page.evaluate(() => 'lastOpenAt' in ((globalThis as unknown as Hooks).__boardwrightEditor ?? {}));
  const shown = hasOpenAt ? (page.evaluate(SHOWN) as Promise<{ shownMs: number; drawMs: number; frameMs: number; draws: DrawCount }>) : null;
  await (await chooser).setFiles(file);
  const first = await shown;
  // The frame counter is read in the same poll: the draw calls of the first frame alone.
  const opened = await waitFor(() => stats(page), (s) => s?.lastOpenToFrameMs != null, 'the first frame');
  // The draws up to the first frame (read with it where the page can: a later frame may follow).
  const d1 = first?.draws ?? (await draws(page));
  const complete = await waitFor(() => stats(page), (s) => s?.lastOpenToCompleteMs != null, 'the finished board');
  const cpuMs = (await busy()) - before;
  if (shots) await page.screenshot({ path: join(shots, 'fit.png') });
  const layers = await layerIndices(page);
  const layerMs = (await page.evaluate(LAYER_GPU_MS)) as Record<string, number>;

  const p = await page.evaluate(([x, y]) => (globalThis as unknown as Hooks).__boardwrightEditorStage!.clientPoint({ x: x!, y: y! }), [city.x, city.y]);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  const start = (await stats(page))!.recentEditToFrameMs.length;
  const dragBusy0 = await busy();
  const dd0 = await draws(page);
  for (let i = 1; i <= 20; i++) {
    const seen = (await stats(page))!.frames;
    await page.mouse.move(p.x + 5 + i * 6, p.y + 3 + i * 3);
    await waitFor(() => stats(page), (s) => s!.frames > seen, 'a drag frame');
  }
  const during = (await stats(page))!;
  const dd1 = await draws(page);
  const dragCpuMs = (await busy()) - dragBusy0;
  await page.mouse.up();
  await waitFor(() => stats(page), (s) => s!.recentEditToFrameMs.length > 0, 'the drop');
  // Rename the dragged city (the drag selected it): its edit → frame and the scene's redraw.
  const renameBusy0 = await busy();
  await page.evaluate(() => ((globalThis as unknown as Hooks).__boardwrightEditor!.lastEditToFrameMs = -1));
  await page.fill(tid('city-name'), 'Saint-Rémy-de-Provence');
  await page.keyboard.press('Enter');
  const renamed = await waitFor(() => stats(page), (s) => s!.lastEditToFrameMs >= 0, 'the renamed frame');
  const renameCpuMs = (await busy()) - renameBusy0;
  await cdp.detach();
  // Zoomed in round the city: what one frame draws (the rest of the board off screen).
  const z0 = await draws(page);
  const f0 = (await stats(page))!.frames;
  await page.mouse.wheel(0, -1000);
  const zoomed = await waitFor(() => stats(page), (s) => s!.frames > f0, 'a zoomed frame');
  const z1 = await draws(page);
  const zf = Math.max(1, zoomed!.frames - f0);
  if (shots) await page.screenshot({ path: join(shots, 'zoomed.png') });
  const steps = Math.max(1, Math.min(20, during.recentEditToFrameMs.length - start));
  return {
    openMs: opened!.lastOpenToFrameMs!,
    shownMs: first?.shownMs ?? NaN,
    floorMs,
    firstDrawMs: first?.drawMs ?? opened!.lastDrawMs,
    firstFrameMs: first?.frameMs ?? opened!.lastFrameMs,
    completeMs: complete!.lastOpenToCompleteMs!,
    firstFrameDraws: { calls: d1.calls - d0.calls, vertices: d1.vertices - d0.vertices },
    dragCpuMs: dragCpuMs / 20,
    stepDraws: { calls: (dd1.calls - dd0.calls) / 20, vertices: (dd1.vertices - dd0.vertices) / 20 },
    parseMs: opened!.lastOpenParseMs ?? NaN,
    cpuMs,
    dragMedianMs: percentile(during.recentEditToFrameMs.slice(-steps), 0.5),
    sceneMedianMs: percentile(during.recentDrawMs.slice(-steps), 0.5),
    zoomedDraws: { calls: (z1.calls - z0.calls) / zf, vertices: (z1.vertices - z0.vertices) / zf },
    layers,
    layerMs,
    rename: { frameMs: renamed!.lastEditToFrameMs, drawMs: renamed!.lastDrawMs, cpuMs: renameCpuMs },
  };
}

const range = (xs: number[]): string => `${fmtMs(percentile(xs, 0.5))} (${fmtMs(Math.min(...xs))}–${fmtMs(Math.max(...xs))})`;

/**
 * SwiftShader's share of a first frame, probed on this build in the same run (EDITOR_BENCH_PROBES,
 * comma-separated): each adds an arm whose page runs this script before its own. Serialised into
 * the page: names nothing outside itself.
 */
const PROBES: Record<string, string> = {
  // Every WebGL context made without multisampling: what the stage's antialias costs.
  'no-msaa': `(() => {
    const get = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (kind, opts) {
      return get.call(this, kind, kind.startsWith('webgl') ? { ...(opts || {}), antialias: false } : opts);
    };
  })()`,
};

/** One build (and probe) measured round by round beside the others: its host and page. */
interface Arm {
  name: string;
  url: string;
  page: Page;
  results: Record<'big' | 'small', Round[]>;
}

/**
 * EDITOR_BENCH_BASELINE=<a built out/renderer folder> measures that build too, alternating with
 * this one round by round (on a loaded machine only same-run ratios count): build main, copy its
 * out/renderer aside, build the branch, run with it set.
 */
async function baselineHost(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const { createHost } = await import('../../main/host/index.js');
  const data = mkdtempSync(join(tmpdir(), 'boardwright-editor-baseline-'));
  const host = await createHost({ port: 0, dataDir: data, rendererDir: dir });
  return {
    url: host.url,
    async close() {
      await host.close();
      rmSync(data, { recursive: true, force: true });
    },
  };
}

export async function browserEditorBench(bench: Bench, rounds = Number(process.env.EDITOR_BENCH_ROUNDS ?? 4)): Promise<void> {
  let host: Awaited<ReturnType<typeof startHost>>;
  try {
    host = await startHost();
  } catch (err) {
    bench.report('browser: skipped', (err as Error).message.split('\n')[0]!);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'boardwright-editor-bench-'));
  const browser = await launchBrowser();
  const baselineDir = process.env.EDITOR_BENCH_BASELINE;
  const baseline = baselineDir ? await baselineHost(baselineDir) : null;
  try {
    const boards = {
      big: generateAirlinesBoard(),
      small: generateAirlinesBoard({ columns: 10, rows: 5, routes: 100 }),
    };
    const files = { big: join(dir, 'big.board.json'), small: join(dir, 'small.board.json') };
    for (const k of ['big', 'small'] as const) writeFileSync(files[k], serialiseBoard(airlinesMode, boards[k]));
    const arms: Arm[] = [];
    const addArm = async (name: string, url: string, probe?: string): Promise<void> => {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.addInitScript(countDraws);
      if (probe) await page.addInitScript(probe);
      arms.push({ name, url, page, results: { big: [], small: [] } });
    };
    if (baseline) await addArm('baseline', baseline.url);
    await addArm(baseline ? 'this build' : '', host.url);
    for (const name of (process.env.EDITOR_BENCH_PROBES ?? '').split(',').filter(Boolean)) {
      if (!Object.hasOwn(PROBES, name)) throw new Error(`Unknown probe ${name}: one of ${Object.keys(PROBES).join(', ')}`);
      await addArm(`this build, ${name}`, host.url, PROBES[name]);
    }
    const load0 = loadavg()[0]!;
    for (let i = 0; i < rounds; i++) {
      for (const arm of arms) {
        for (const k of ['small', 'big'] as const) {
          const b = boards[k];
          // EDITOR_BENCH_SHOTS=<folder>: the big board's first round saves its screenshots there (fit, zoomed in), one folder per arm.
          const shotsRoot = k === 'big' && i === 0 ? process.env.EDITOR_BENCH_SHOTS : undefined;
          let shots: string | undefined;
          if (shotsRoot) {
            shots = arms.length > 1 ? join(shotsRoot, arm.name.replace(/[^a-z0-9]+/gi, '-')) : shotsRoot;
            mkdirSync(shots, { recursive: true });
          }
          arm.results[k].push(await round(arm.page, arm.url, files[k], b.cities[Math.floor(b.cities.length / 2)]!, shots));
        }
      }
    }
    const load1 = loadavg()[0]!;
    bench.report('browser: rounds, load (1-minute average) before / after', `${rounds} each board and build, ${load0.toFixed(1)} / ${load1.toFixed(1)} on ${process.env.CHROMIUM_PATH ?? 'Chromium'}`);
    for (const arm of arms) reportArm(bench, arm, boards);
    if (arms.length > 1) {
      const base = arms[0]!.results.big;
      const med = (r: Round[], f: (x: Round) => number) => percentile(r.map(f), 0.5);
      for (const arm of arms.slice(1)) {
        const r = arm.results.big;
        const q = (f: (x: Round) => number) => `${(med(r, f) / med(base, f)).toFixed(2)}×`;
        bench.report(`browser: ${arm.name} ÷ ${arms[0]!.name}, 1,500 routes, medians: handed to the GPU / on screen / CPU / drag / rename`, `${q((x) => x.openMs)} / ${q((x) => x.shownMs)} / ${q((x) => x.cpuMs)} / ${q((x) => x.dragMedianMs)} / ${q((x) => x.rename.frameMs)}`);
      }
    }
  } finally {
    await browser.close();
    await host.stop();
    await baseline?.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function reportArm(bench: Bench, arm: Arm, boards: Record<'big' | 'small', ReturnType<typeof generateAirlinesBoard>>): void {
  const results = arm.results;
  const tag = arm.name ? ` [${arm.name}]` : '';
  for (const k of ['small', 'big'] as const) {
    const r = results[k];
    const name = (k === 'big' ? `${boards.big.cities.length} cities, ${boards.big.routes.length} routes` : `baseline: ${boards.small.cities.length} cities, ${boards.small.routes.length} routes`) + tag;
    bench.report(`browser ${name}: open → first frame, median (range)`, range(r.map((x) => x.openMs)));
    bench.report(`  of which before the frame (read, check, store, the wait for it) / the scene's redraw / Pixi's render`, `${range(r.map((x) => x.openMs - x.firstFrameMs))} / ${range(r.map((x) => x.firstDrawMs))} / ${range(r.map((x) => x.firstFrameMs - x.firstDrawMs))}`);
    bench.report(`  open → first frame on screen (SwiftShader done drawing it)`, range(r.map((x) => x.shownMs)));
    bench.report(`  floor: a fresh WebGL context's first draw (shader compiled, one triangle read back)`, range(r.map((x) => x.floorMs)));
    bench.report(`  open → complete (every number shown at this zoom made)`, range(r.map((x) => x.completeMs)));
    bench.report(`  main-thread CPU from the open to complete`, range(r.map((x) => x.cpuMs)));
    bench.report(`  first frame: WebGL draw calls / vertices, median`, `${percentile(r.map((x) => x.firstFrameDraws.calls), 0.5)} / ${percentile(r.map((x) => x.firstFrameDraws.vertices), 0.5)}`);
    bench.report(`  of which JSON.parse of the file`, range(r.map((x) => x.parseMs)));
    bench.report(`  drag: edit → frame median per round (range)`, `${range(r.map((x) => x.dragMedianMs))}; scene redraw ${range(r.map((x) => x.sceneMedianMs))}`);
    bench.report(`  drag: main-thread CPU per step (range)`, range(r.map((x) => x.dragCpuMs)));
    bench.report(`  drag: WebGL draw calls / vertices per step, median`, `${percentile(r.map((x) => x.stepDraws.calls), 0.5)} / ${percentile(r.map((x) => x.stepDraws.vertices), 0.5)}`);
    bench.report(`  rename the dragged city: edit → frame; scene redraw; main-thread CPU`, `${range(r.map((x) => x.rename.frameMs))}; ${range(r.map((x) => x.rename.drawMs))}; ${range(r.map((x) => x.rename.cpuMs))}`);
    bench.report(`  finished board as opened: vertex indices by layer`, Object.entries(r[0]!.layers).map(([k, v]) => `${k} ${v}`).join(', '));
    const layerNames = Object.keys(r[0]!.layerMs);
    bench.report(`  that frame drawn again and read back: SwiftShader ms by layer (without it), median`, layerNames.map((n) => `${n} ${percentile(r.map((x) => x.layerMs[n] ?? NaN), 0.5).toFixed(1)}`).join(', '));
    bench.report(`  zoomed in 3.3× on that city: draw calls / vertices per frame, median`, `${percentile(r.map((x) => x.zoomedDraws.calls), 0.5)} / ${percentile(r.map((x) => x.zoomedDraws.vertices), 0.5)}`);
  }
  const ratio = (f: (x: Round) => number) => percentile(results.big.map(f), 0.5) / percentile(results.small.map(f), 0.5);
  bench.report(`browser${tag}: 1,500-route ÷ 100-route, open / complete / drag / drag CPU`, `${ratio((x) => x.openMs).toFixed(1)}× / ${ratio((x) => x.completeMs).toFixed(1)}× / ${ratio((x) => x.dragMedianMs).toFixed(1)}× / ${ratio((x) => x.dragCpuMs).toFixed(1)}×`);
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const bigOpen = percentile(results.big.map((x) => x.openMs), 0.5);
  const bigShown = percentile(results.big.map((x) => x.shownMs), 0.5);
  const bigDrag = percentile(results.big.map((x) => x.dragMedianMs), 0.5);
  // Both readings of "the first frame": Pixi has handed its draw calls over, and SwiftShader has
  // finished drawing them (what a person sees). A goal is met only when the second is.
  const shown = Number.isNaN(bigShown) ? 'not measured on this build' : `${met(bigShown < 1000)} (${bigShown.toFixed(0)} ms)`;
  bench.report(`browser${tag}: goals (1,500 routes, medians)`, `first frame < 1 s: handed to the GPU ${met(bigOpen < 1000)} (${bigOpen.toFixed(0)} ms), on screen ${shown}; drag edit → frame < 50 ms: ${met(bigDrag < 50)}`);
}
