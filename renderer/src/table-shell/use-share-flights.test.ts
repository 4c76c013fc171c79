/**
 * The share flights under a burst of views, as a spectator's page gets them while three bots play:
 * the page is measured once per frame (never once per view or per chip, which forced a layout of
 * the whole page inside every incoming view), the chips in flight stay few, and all of them land.
 * A small stand-in for the page counts layouts: a read after a write forces one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectScope, nextTick, shallowRef } from 'vue';
import type { TableView } from '../../../formats/protocol.js';
import { flying, landAll, MAX_IN_FLIGHT } from '../ui/fly.js';
import type { ShareSnapshot } from './share-flights.js';
import type { TableContext } from './types.js';
import { useShareFlights, type ShareFlightGame } from './use-share-flights.js';

class Box {
  constructor(
    readonly left: number,
    readonly top: number,
    readonly width: number,
    readonly height: number,
  ) {}
  get right() {
    return this.left + this.width;
  }
  get bottom() {
    return this.top + this.height;
  }
}

/** The page: `dirty` after any write; a box read while dirty is a forced layout. */
const page = { dirty: false, forced: 0, reads: 0, frames: [] as FrameRequestCallback[], chips: 0 };

function read(box: Box): Box {
  page.reads++;
  if (page.dirty) page.forced++;
  page.dirty = false;
  return box;
}

const element = (box: Box, bar?: Box) => ({
  getBoundingClientRect: () => read(box),
  closest: () => (bar ? { getBoundingClientRect: () => read(bar) } : null),
});

const BAR = new Box(0, 0, 1440, 48);

function installPage(): void {
  const style = new Proxy({} as Record<string, string>, {
    set(o, k, v) {
      o[k as string] = v;
      page.dirty = true;
      return true;
    },
  });
  vi.stubGlobal('DOMRect', Box);
  vi.stubGlobal('window', { innerHeight: 900, addEventListener: () => undefined });
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => page.frames.push(f));
  vi.stubGlobal('cancelAnimationFrame', () => (page.frames = []));
  vi.stubGlobal('document', {
    // A seat's name in the table bar.
    querySelector: (sel: string) => (sel.startsWith('[data-testid="player-') ? element(new Box(200 * Number(sel.match(/\d+/)![0]), 10, 120, 30), BAR) : null),
    createElement: () => {
      page.chips++;
      return { className: '', textContent: '', style, setAttribute: () => undefined, remove: () => (page.dirty = true) };
    },
    body: { appendChild: () => (page.dirty = true) },
  });
}

/** The browser draws a frame: the frame's callbacks, then its own layout (not a forced one). */
function drawFrame(): void {
  const due = page.frames;
  page.frames = [];
  for (const f of due) f(0);
  page.dirty = false;
}

let clock = 1_000;

/** The face-up row's slots on the screen; every other place is off it. */
const game: ShareFlightGame<ShareSnapshot> = {
  snapshot: (v) => v,
  elementOf: (place) => (place.kind === 'faceup' ? element(new Box(1200, 100 + 40 * place.slot, 36, 22)) : null) as Element | null,
  chip: () => ({ initials: 'AB', colour: '#2a5caa' }),
  over: () => false,
};

/** Three bots each take a card from the row in turn: `n` views after the one the table opened on. */
function botViews(n: number): ShareSnapshot[] {
  const players = [0, 1, 2].map((seat) => ({ id: `p${seat}`, seat, inHand: 2, laidOut: {} }));
  const row: string[] = ['a', 'b', 'c', 'd', 'e'];
  const out: ShareSnapshot[] = [{ players: structuredClone(players), row: [...row], hand: null }];
  for (let k = 0; k < n; k++) {
    players[k % 3]!.inHand++;
    row[k % 5] = `x${k}`;
    out.push({ players: structuredClone(players), row: [...row], hand: null });
  }
  return out;
}

function spectate(first: ShareSnapshot, pace = 700) {
  const ctxOf = (stateNo: number, view: ShareSnapshot): TableContext<ShareSnapshot, unknown> =>
    ({ tv: { table: { id: 't1' }, stateNo, playerId: null } as unknown as TableView, view, replay: false, pace }) as unknown as TableContext<ShareSnapshot, unknown>;
  const ctx = shallowRef(ctxOf(1, first));
  const scope = effectScope();
  scope.run(() => useShareFlights(() => ctx.value, game));
  return {
    /** A new view from the host, and the panels it updates (a write to the page). */
    async arrive(stateNo: number, view: ShareSnapshot) {
      ctx.value = ctxOf(stateNo, view);
      await nextTick();
      page.dirty = true;
    },
    stop: () => scope.stop(),
  };
}

beforeEach(() => {
  Object.assign(page, { dirty: false, forced: 0, reads: 0, frames: [], chips: 0 });
  installPage();
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});

afterEach(() => {
  landAll();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('share flights under a burst of views (three bots, a spectator)', () => {
  it('measures nothing while the views come in, then at most once per frame, and the chips in flight stay few', async () => {
    const views = botViews(30);
    const t = spectate(views[0]!);
    for (let k = 1; k < views.length; k++) await t.arrive(k + 1, views[k]!);
    // Thirty views between two frames: not one box read yet, however many chips were asked for.
    expect(page.reads).toBe(0);
    expect(flying()).toBe(MAX_IN_FLIGHT);
    // Each frame reads all its boxes before it moves a chip: one layout at most, and none of its own
    // once the browser has laid the page out.
    for (let f = 0; f < 5; f++) {
      page.dirty = true;
      const before = page.forced;
      drawFrame();
      expect(page.forced - before).toBeLessThanOrEqual(1);
      clock += 16;
    }
    expect(page.chips).toBeLessThanOrEqual(MAX_IN_FLIGHT);
    t.stop();
  });

  it('lands every chip once its time has passed, and asks for no frame after that', async () => {
    const views = botViews(6);
    const t = spectate(views[0]!);
    for (let k = 1; k < views.length; k++) {
      await t.arrive(k + 1, views[k]!);
      drawFrame();
      clock += 40;
    }
    expect(flying()).toBe(6);
    // 700 ms a move: each chip flies 840 ms.
    for (let f = 0; f < 100 && page.frames.length > 0; f++) {
      clock += 16;
      drawFrame();
    }
    expect(flying()).toBe(0);
    expect(page.frames).toEqual([]);
    t.stop();
  });

  it('flies nothing at the pace "Instant"', async () => {
    const views = botViews(3);
    const t = spectate(views[0]!, 0);
    for (let k = 1; k < views.length; k++) await t.arrive(k + 1, views[k]!);
    expect(flying()).toBe(0);
    expect(page.frames).toEqual([]);
    t.stop();
  });
});
