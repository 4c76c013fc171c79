/**
 * The editor's map draws the first frame of an opened board without antialiasing and switches
 * it on once the page is idle (pixi/smoothing.ts). Checked from the frames drawn (the first one
 * after the open unsmoothed, a later one smoothed) and from the pixels: a frame drawn smoothed
 * has the in-between shades MSAA gives every slanted edge, the same frame unsmoothed has not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generateAirlinesBoard } from '../../renderer/src/games/airlines/editor/generate.js';
import { airlinesMode } from '../../renderer/src/games/airlines/editor/mode.js';
import { serialiseBoard } from '../../renderer/src/editor-core/model/board-io.js';
import { newPage, screenshot, shareHostAndBrowser } from './support.js';

interface StageHook {
  drawFrame(): void;
  smoothing: { on: boolean; set(on: boolean): void } | null;
  app: { renderer: { gl: PageGl } };
}
/** The little of the page's WebGL context the test reads (Node's types have no WebGL). */
interface PageGl {
  drawingBufferWidth: number;
  drawingBufferHeight: number;
  RGBA: number;
  UNSIGNED_BYTE: number;
  readPixels(x: number, y: number, w: number, h: number, format: number, type: number, out: Uint8Array): void;
}
interface Hooks {
  __boardwrightEditorStage?: StageHook;
  /** Whether each frame drawn since the hook was set was smoothed (test only). */
  __smoothedFrames?: boolean[];
}

let page: Page;
const tid = (id: string) => `[data-testid="${id}"]`;
const shared = shareHostAndBrowser();

beforeAll(async () => {
  ({ page } = await newPage(shared.browser, shared.host.url));
});

/** Draws the frame as it stands, smoothed or not, and counts the distinct colours on the canvas. */
function coloursDrawn(smoothed: boolean): Promise<number> {
  return page.evaluate((on) => {
    const stage = (globalThis as unknown as Hooks).__boardwrightEditorStage!;
    stage.smoothing!.set(on);
    stage.drawFrame();
    // Read in the same task as the draw: the canvas's buffer is still the frame just drawn.
    const gl = stage.app.renderer.gl;
    const w = gl.drawingBufferWidth;
    const h = gl.drawingBufferHeight;
    const px = new Uint8Array(w * h * 4);
    gl.readPixels(0, 0, w, h, gl.RGBA, gl.UNSIGNED_BYTE, px);
    const seen = new Set<number>();
    const words = new Uint32Array(px.buffer);
    for (let i = 0; i < words.length; i++) seen.add(words[i]!);
    return seen.size;
  }, smoothed);
}

describe('Board editor: antialiasing after the first frame', () => {
  it('draws an opened board first unsmoothed, then smoothed once idle', async () => {
    const board = generateAirlinesBoard({ columns: 10, rows: 5, routes: 100 });
    const file = { name: 'small.board.json', mimeType: 'application/json', buffer: Buffer.from(serialiseBoard(airlinesMode, board)) };

    await page.click(tid('open-editor'));
    await page.waitForFunction(() => Boolean((globalThis as unknown as Hooks).__boardwrightEditorStage));
    // The empty editor's own first frames have switched smoothing on by now.
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Hooks).__boardwrightEditorStage!.smoothing?.on ?? null)).toBe(true);
    // Note each frame's smoothing from here on.
    await page.evaluate(() => {
      const g = globalThis as unknown as Hooks;
      const stage = g.__boardwrightEditorStage!;
      const frames: boolean[] = [];
      g.__smoothedFrames = frames;
      const draw = stage.drawFrame.bind(stage);
      stage.drawFrame = () => {
        frames.push(stage.smoothing!.on);
        draw();
      };
    });
    await page.click(tid('file-open'));
    const chooser = page.waitForEvent('filechooser');
    await page.click(tid('open-file'));
    await (await chooser).setFiles(file);
    await expect.poll(() => page.textContent(tid('editor-summary')), { timeout: 60_000 }).toBe('50 cities · 100 routes · 9 airlines');
    // The first frame after the open unsmoothed, and a later one smoothed.
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Hooks).__smoothedFrames!.includes(true)), { timeout: 30_000 }).toBe(true);
    const frames = await page.evaluate(() => (globalThis as unknown as Hooks).__smoothedFrames!);
    expect(frames[0]).toBe(false);
    expect(frames.at(-1)).toBe(true);
    await screenshot(page, 'editor-antialias-smoothed');

    // The pixels: smoothed edges are blends of the colours either side, so many more shades.
    const jagged = await coloursDrawn(false);
    const smooth = await coloursDrawn(true);
    console.log(`distinct colours on the canvas: unsmoothed ${jagged}, smoothed ${smooth}`);
    // Measured 4,159 → 5,034 on the 100-route board (SwiftShader); without MSAA both draws are the same pixels.
    expect(smooth).toBeGreaterThan(jagged * 1.1);
  });
});
