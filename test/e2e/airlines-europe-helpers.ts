/**
 * What the Airlines Europe browser tests do again and again: start a table from the lobby, wait
 * for the host's next view, click the map through the canvas test hook, and time how long a
 * click or a hover on the map takes to reach the screen (pointer event → the frame that shows it).
 */
import type { Page } from 'playwright-core';
import { act, afterFrames, nextMoment, prompt, startTable, stateNo, type Moment, type TableStart } from './support.js';

interface HookHolder {
  __boardwright?: {
    cityPoint?(id: string): { x: number; y: number } | null;
    routePoint?(id: string): { x: number; y: number } | null;
    highlightedCities?(): string[];
    highlightedRoutes?(): string[];
    framesRendered?(): number;
  };
  __frameTimer?: { t0: number; tf: number; work: number; draw: number };
}

/** From the lobby: Airlines Europe, seats, options, seed, start; resolves once the board is drawn. */
export async function startEurope(page: Page, opts: Omit<TableStart, 'game'> = {}): Promise<void> {
  await startTable(page, { ...opts, game: 'airlines-europe' });
}

export { act, nextMoment, prompt, stateNo, type Moment };

export async function highlightedCities(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as HookHolder).__boardwright?.highlightedCities?.() ?? []);
}

/** Page point of a city or a route on the map. */
export async function pointOf(page: Page, kind: 'city' | 'route', id: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate(([k, i]) => {
    const hook = (globalThis as unknown as HookHolder).__boardwright;
    return (k === 'city' ? hook?.cityPoint?.(i!) : hook?.routePoint?.(i!)) ?? null;
  }, [kind, id] as const);
  if (!p) throw new Error(`${kind} ${id} is not on the map.`);
  return p;
}

/** A click or a hover on the map, timed from the pointer event to the frame that shows it. */
export interface PointerTiming {
  /** Pointer event → the end of the first frame drawn after it. */
  total: number;
  /** Pointer event → the map asked for a frame: our work (the shell, the composer, the scene). */
  work: number;
  /** The frame's draw (Pixi's render call; the GPU is the browser's). */
  draw: number;
}

/** Clicks (or hovers) a map point and times it (see PointerTiming). */
export async function timedPointer(page: Page, p: { x: number; y: number }, how: 'click' | 'hover'): Promise<PointerTiming> {
  // A click is timed on its own: the pointer is moved there first and the hover's frames drawn
  // (the map draws at most one frame an animation frame: two later, the hover is on screen).
  if (how === 'click') {
    await page.mouse.move(p.x, p.y);
    await afterFrames(page, 2);
  }
  await page.evaluate((event) => {
    const g = globalThis as unknown as HookHolder & {
      addEventListener(t: string, f: () => void, o: object): void;
      setTimeout(f: () => void, ms: number): void;
      performance: { now(): number };
      __boardwrightMap?: { last(): { askedAt: number; startedAt: number; endedAt: number; frames: number } };
    };
    const timer = { t0: 0, tf: 0, work: 0, draw: 0 };
    g.__frameTimer = timer;
    const start = g.__boardwrightMap?.last().frames ?? 0;
    g.addEventListener(
      event,
      () => {
        timer.t0 = g.performance.now();
        const poll = () => {
          const f = g.__boardwrightMap?.last();
          if (f && f.frames > start) {
            timer.tf = f.endedAt;
            timer.work = f.askedAt - timer.t0;
            timer.draw = f.endedAt - f.startedAt;
          } else g.setTimeout(poll, 0);
        };
        g.setTimeout(poll, 0);
      },
      { once: true, capture: true },
    );
  }, how === 'click' ? 'pointerup' : 'pointermove');
  if (how === 'click') await page.mouse.click(p.x, p.y);
  else await page.mouse.move(p.x, p.y);
  const handle = await page.waitForFunction(() => {
    const t = (globalThis as unknown as { __frameTimer?: { t0: number; tf: number; work: number; draw: number } }).__frameTimer;
    return t && t.tf > 0 ? { total: t.tf - t.t0, work: t.work, draw: t.draw } : null;
  });
  return (await handle.jsonValue()) as PointerTiming;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
