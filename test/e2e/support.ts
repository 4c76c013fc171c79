/**
 * Browser-test support: a real host as a child process (`main/cli/host.ts` on a free port with
 * a throw-away data folder), Debian's Chromium through playwright-core, screenshots under
 * test/e2e/output/, and teardown of both.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHILD_PROCESS_BUDGET_MS, STATE_BUDGET_MS } from '../fixtures/budgets.js';
import { spawnHostChild } from '../fixtures/host-process.js';

/** The renderer's test hook (renderer/src/pixi/test-hook.ts), as seen from a page script. */
interface HookHolder {
  __boardwright?: {
    routePoint?(id: string): { x: number; y: number } | null;
    cityPoint?(id: string): { x: number; y: number } | null;
    framesRendered?(): number;
    highlightedRoutes?(): string[];
  };
}

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OUTPUT = join(ROOT, 'test', 'e2e', 'output');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `npm run test:e2e` builds first; a bare `vitest` run gets a clear message instead of a blank page. */
export function assertBuilt(): void {
  if (!existsSync(join(ROOT, 'out', 'renderer', 'index.html'))) {
    throw new Error('The renderer is not built: run `npm run build:renderer` (or `npm run test:e2e`, which builds).');
  }
}

export interface RunningHost {
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** Ends the host; the data folder is removed unless `keepData`. */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

/** Whether the host CLI understands an option (it refuses unknown ones). */
function hostSupports(option: string): boolean {
  try {
    return readFileSync(join(ROOT, 'main', 'cli', 'host.ts'), 'utf8').includes(`'${option}'`);
  } catch {
    return false;
  }
}

export interface HostStart {
  botDelayMs?: number;
  /** Default 0 (any free port); a restart passes the old one so pages can reconnect. */
  port?: number;
  /** Default a new temporary folder; a restart passes the old one (its autosaves). */
  dataDir?: string;
}

/** The run's bundled host, if this runs under the e2e config (a bench outside Vitest has none: inject throws there). */
function hostBundle(): string | undefined {
  try {
    return inject('hostBundle');
  } catch {
    return undefined;
  }
}

export async function startHost(opts: HostStart = {}): Promise<RunningHost> {
  assertBuilt();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'boardwright-e2e-'));
  const args = ['--port', String(opts.port ?? 0), '--data', dataDir, '--no-build'];
  // Bots move after a pause meant for people; tests want it short. TODO: drop the check once
  // every host in use has the flag.
  if (opts.botDelayMs !== undefined && hostSupports('bot-delay')) args.push('--bot-delay', String(opts.botDelayMs));
  // The run's bundled host (global-setup.ts) starts with plain node; without it (a file run
  // under another config), the CLI's source through tsx.
  const bundled = hostBundle();
  const entry = bundled ? [bundled] : ['--import', 'tsx', 'main/cli/host.ts'];
  // In its own process group, and it stops when this test process dies, killed or not (host-process.ts).
  const { url, child } = await spawnHostChild(entry, args, ROOT, CHILD_PROCESS_BUDGET_MS);
  return {
    url,
    child,
    dataDir,
    async stop(stopOpts: { keepData?: boolean } = {}) {
      if (child.exitCode === null && child.pid) {
        // End the whole group we started (the host and anything it started).
        const exited = new Promise<void>((r) => child.once('exit', () => r()));
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          child.kill('SIGTERM');
        }
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 5000)))]);
        clearTimeout(timer);
      }
      // The host's last autosave may still be landing as its exit is reported (ENOTEMPTY):
      // retry, and never fail a test over removing a temporary folder.
      if (!stopOpts.keepData) {
        try {
          rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
        } catch (err) {
          console.warn(`Could not remove the test host's data folder: ${(err as Error).message}`);
        }
      }
    },
  };
}

/**
 * How long a page's action or wait may take before it counts as hung. Playwright's own 30 s is
 * too near at a load of 30 on 2 cores, where a page's first paint or a host's answer can take
 * tens of seconds; a budget only catches a hang, so a passing test loses nothing by a larger one.
 */
export const ACTION_BUDGET_MS = 90_000;

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--enable-unsafe-swiftshader'],
  });
  // Every context and page of this browser (the files make their own too) gets the budget.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(ACTION_BUDGET_MS);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    page.setDefaultTimeout(ACTION_BUDGET_MS);
    return page;
  };
  return browser;
}

/** What a test file shares: one host and one Chromium. */
export interface Shared {
  /** A test that restarts the host puts the new one here, so the file's end stops that one. */
  host: RunningHost;
  browser: Browser;
}

/**
 * One host and one Chromium for all of a file's tests (call it at the top of the file): started
 * before the first test, both ended after the last. Options may be a function, for a data folder
 * that must be filled before the host starts.
 */
export function shareHostAndBrowser(opts: HostStart | (() => HostStart) = {}): Shared {
  const shared = {} as Shared;
  beforeAll(async () => {
    shared.host = await startHost(typeof opts === 'function' ? opts() : opts);
    shared.browser = await launchBrowser();
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.host?.stop();
  });
  return shared;
}

/** A page that records console errors and CSP violations, so a test can assert there were none. */
export async function newPage(browser: Browser, url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.goto(url);
  return { page, problems };
}

export interface TableStart {
  /** The game's card in the lobby (`game-<id>`); the lobby's first game otherwise. */
  game?: string;
  /** A board from the lobby's board list (its default otherwise). */
  board?: string;
  /** Seat kinds by index: 'human', 'open' or a bot id (the lobby's defaults otherwise). */
  seats?: string[];
  /** Remove the lobby's seats beyond `seats` (the lobby may offer more by default). */
  exactSeats?: boolean;
  /** Table options by key, checked or not. */
  options?: Record<string, boolean>;
  seed?: number;
}

/** From the lobby: a game, its board, seats, options and a seed, start; resolves once the board is drawn. */
export async function startTable(page: Page, opts: TableStart = {}): Promise<void> {
  if (opts.game) await page.getByTestId(`game-${opts.game}`).click();
  if (opts.board) await page.getByTestId('board-select').selectOption(opts.board);
  await page.getByTestId('start-table').waitFor();
  const seats = page.locator('[data-testid^=seat-kind-]');
  await expect.poll(() => seats.count()).toBeGreaterThanOrEqual(2);
  while (opts.exactSeats && opts.seats && (await seats.count()) > opts.seats.length) {
    await page.getByRole('button', { name: `Remove seat ${await seats.count()}` }).click();
  }
  for (const [i, kind] of (opts.seats ?? []).entries()) {
    while ((await seats.count()) <= i) await page.getByTestId('add-seat').click();
    await page.getByTestId(`seat-kind-${i}`).selectOption(kind);
  }
  for (const [key, on] of Object.entries(opts.options ?? {})) await page.getByTestId(`option-${key}`).setChecked(on);
  if (opts.seed !== undefined) {
    await page.locator('summary').click();
    await page.getByTestId('seed-input').fill(String(opts.seed));
  }
  await page.getByTestId('start-table').click();
  // A hang detector: on a machine at a load of 30 the first frame of the board (the table's
  // chunk loaded, the host's first view, SwiftShader's first draw) took over 30 s.
  await page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 180_000 });
}

/** The host's state number the table on screen shows (the table shell's `data-state-no`). */
export async function stateNo(page: Page): Promise<number> {
  return Number(await page.locator('div.table[data-state-no]').getAttribute('data-state-no'));
}

/** Does something that sends a move, then waits until the host's next view is on screen. */
export async function act(page: Page, what: () => Promise<void>): Promise<void> {
  const before = await stateNo(page);
  await what();
  await expect.poll(() => stateNo(page), { timeout: STATE_BUDGET_MS, interval: 50 }).toBeGreaterThan(before);
}

/** The text of the first element a locator finds now, or null when there is none (no waiting for one). */
export async function textNow(locator: Locator): Promise<string | null> {
  return locator.evaluateAll((els) => (els[0] as unknown as { textContent: string | null } | undefined)?.textContent ?? null);
}

/** The table's prompt: what the seat on screen is asked to do. */
export async function prompt(page: Page): Promise<string> {
  return (await page.getByTestId('prompt').textContent()) ?? '';
}

export type Moment = 'mine' | 'reading' | 'over';

/** Waits until it is our turn, a moment to read is shown, or the game is over. */
const MOMENTS: Record<Moment, string> = { reading: '[data-testid=reading-modal]', over: '[data-testid=game-over]', mine: '[data-testid=turn-panel].mine' };

export async function nextMoment(page: Page, timeout = 120_000): Promise<Moment> {
  return (await firstOf(page, MOMENTS, timeout)) as Moment;
}

/**
 * Waits until one of the selectors matches (as `firstOf`) while bots play on, however long a
 * loaded machine makes their game: it fails only when `stallMs` pass with no new state on screen
 * (a game that stopped), never because the game outlasts a budget guessed for the whole of it
 * (a whole all-bot game at a load of 30 ran past five minutes between two scorings).
 */
export async function firstWhilePlaying(page: Page, selectors: Record<string, string>, stallMs = 180_000): Promise<string> {
  for (;;) {
    const at = await stateNo(page);
    try {
      return await firstOf(page, selectors, stallMs);
    } catch (err) {
      if ((await stateNo(page)) === at) throw err;
    }
  }
}

/** `nextMoment` while bots play on: fails only when no new state comes for `stallMs`. */
export async function nextMomentWhilePlaying(page: Page, stallMs = 180_000): Promise<Moment> {
  return (await firstWhilePlaying(page, MOMENTS, stallMs)) as Moment;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(OUTPUT, { recursive: true });
  const file = join(OUTPUT, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** Clicks the canvas with the mouse where the map shows this route. */
export async function clickRoute(page: Page, routeId: string): Promise<void> {
  const p = await page.evaluate((id) => (globalThis as unknown as HookHolder).__boardwright?.routePoint?.(id) ?? null, routeId);
  if (!p) throw new Error(`Route ${routeId} is not on the map.`);
  await page.mouse.move(p.x, p.y);
  await page.mouse.click(p.x, p.y);
}

/**
 * Resolves after `n` of the page's animation frames: a frame the board asked for before is drawn
 * by then (each stage draws in the animation frame after it is asked), however slow the machine.
 */
export async function afterFrames(page: Page, n = 2): Promise<void> {
  await page.evaluate((k) => {
    const w = globalThis as unknown as { requestAnimationFrame(f: () => void): number };
    return new Promise<void>((done) => {
      const step = (left: number) => (left === 0 ? done() : w.requestAnimationFrame(() => step(left - 1)));
      step(k);
    });
  }, n);
}

/**
 * After a click on the map: answers the "which do you mean" popup with its first choice whenever
 * it shows, until `done` holds. The popup may come a moment after the click on a loaded machine,
 * so one look right after the click could miss it (and the test then waited for a move that was
 * never sent).
 */
export async function answerChoicesUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        // A short wait per try (a popup closing under the click is looked at again on the next).
        if (await page.getByTestId('choice-popup').isVisible()) await page.getByTestId('choice-0').click({ timeout: 5_000 }).catch(() => undefined);
        return done();
      },
      { timeout: STATE_BUDGET_MS, interval: 100 },
    )
    .toBe(true);
}

/**
 * Opens the game log and waits until it shows. A small window folds the log a frame or more after
 * a resize: a look right after the resize may find it still open (and then folded), so the poll
 * opens it whenever it is folded until it is seen open.
 */
export async function openLog(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      if (await page.getByTestId('log-panel').isVisible()) return true;
      const expand = page.getByTestId('log-expand');
      // A short wait per try: a button folded away under the click is looked at again on the next.
      if ((await expand.count()) > 0) await expand.click({ timeout: 5_000 }).catch(() => undefined);
      return false;
    })
    .toBe(true);
}

export async function framesRendered(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as HookHolder).__boardwright?.framesRendered?.() ?? -1);
}

/**
 * Waits until `read` gives the same value twice `quietMs` apart (what was under way has run out,
 * however long a loaded machine takes over it, where a fixed wait only guessed), and returns it.
 */
export async function whenSteady<T>(page: Page, read: () => Promise<T>, quietMs: number): Promise<T> {
  let value: T | undefined;
  await expect
    .poll(async () => {
      const was = await read();
      // A quiet window, not a guess at how long something takes: the poll goes on until one is quiet.
      await page.waitForTimeout(quietMs);
      value = await read();
      return value === was;
    })
    .toBe(true);
  return value as T;
}

/**
 * The board draws no frame while nothing happens: once what was under way has finished (a quiet
 * `settleMs` with no frame, however long the last motion takes on a loaded machine), none for
 * `watchMs`. A board that never stops drawing fails the settling poll.
 */
export async function expectIdle(page: Page, settleMs: number, watchMs: number): Promise<void> {
  const before = await whenSteady(page, () => framesRendered(page), settleMs);
  // A fixed watch on purpose: what is checked is that nothing happens within it.
  await page.waitForTimeout(watchMs);
  expect(await framesRendered(page)).toBe(before);
}

export async function highlightedRoutes(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as unknown as HookHolder).__boardwright?.highlightedRoutes?.() ?? []);
}

/** The little of the page's DOM these checks use (this Node-side file has no DOM types). */
interface PageDoc {
  document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null };
}

/**
 * Waits until one of the selectors matches and returns its name (checked in the given order).
 * Checks are functions, not strings: the host's CSP forbids evaluating strings in the page.
 */
export async function firstOf(page: Page, selectors: Record<string, string>, timeout = 120_000): Promise<string> {
  const handle = await page.waitForFunction(
    (entries) => entries.find(([, s]) => (globalThis as unknown as PageDoc).document.querySelector(s))?.[0] ?? null,
    Object.entries(selectors),
    { timeout, polling: 100 },
  );
  return (await handle.jsonValue()) as string;
}

/** Waits until an element's attribute is no longer `before`. */
export async function attributeChanged(page: Page, selector: string, attribute: string, before: string | null, timeout = STATE_BUDGET_MS): Promise<void> {
  await page.waitForFunction(
    ([sel, attr, was]) => (globalThis as unknown as PageDoc).document.querySelector(sel!)?.getAttribute(attr!) !== was,
    [selector, attribute, before] as const,
    { timeout },
  );
}
