/**
 * What the LAN browser tests of each game share: an owner's table with two people's seats (the
 * second open for a friend), a guest who joins it the way a friend does (the Join screen, the
 * host's address typed in, a seat taken under a name), and a record of every frame the guest's
 * page received from the host, rebuilt into the views it was shown, so a test can say what
 * reached that page and not only what it drew.
 */
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { DeltaFrame, TableView, ViewFrame } from '../../formats/protocol.js';
import { ViewStream } from '../../formats/view-stream.js';
import { startTable, stateNo } from './support.js';

/** A page with everything the host sent it, from its first frame. */
export interface RecordedPage {
  page: Page;
  problems: string[];
  /** Every message the page received over its socket, parsed, in order. */
  received: { type: string; seat?: number | null; table?: string }[];
}

/** Like support.ts's newPage, but the socket is listened to before the first navigation. */
export async function recordedPage(browser: Browser, url: string, viewport = { width: 1440, height: 900 }): Promise<RecordedPage> {
  const page = await browser.newPage({ viewport });
  const problems: string[] = [];
  const received: RecordedPage['received'] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      try {
        received.push(JSON.parse(String(payload)) as RecordedPage['received'][number]);
      } catch {
        problems.push(`a frame that is not JSON: ${String(payload).slice(0, 80)}`);
      }
    });
  });
  await page.goto(url);
  return { page, problems, received };
}

/** The seats (null: a spectator's) whose views reached the page. */
export function seatsReceived(p: RecordedPage): Set<number | null> {
  return new Set(p.received.filter((m) => m.type === 'view' || m.type === 'delta').map((m) => m.seat ?? null));
}

/**
 * Every view of one seat the page was shown, rebuilt from its frames as the page's store does
 * (a whole view, then deltas). Throws if the frames do not follow one another.
 */
export function viewsOf(p: RecordedPage, table: string, seat: number | null): TableView[] {
  const stream = new ViewStream();
  const out: TableView[] = [];
  for (const m of p.received) {
    if ((m.type !== 'view' && m.type !== 'delta') || m.table !== table || (m.seat ?? null) !== seat) continue;
    const r = stream.receive(m as unknown as ViewFrame | DeltaFrame);
    if (r === 'ok') out.push(stream.view(null)!);
  }
  return out;
}

/** The table id the page's address holds (`#/table/<id>`). */
export function tableIdOf(page: Page): string {
  const m = /#\/table\/([A-Za-z0-9_-]+)/.exec(page.url());
  if (!m) throw new Error(`No table in the address ${page.url()}`);
  return m[1]!;
}

/**
 * From the lobby: the game, two seats (this machine's person named `name`, and one open for a
 * friend), a seed; started. Resolves with the table id once the map is drawn.
 */
export async function openTableForAFriend(page: Page, game: string, opts: { name: string; seed: number }): Promise<string> {
  await page.getByTestId(`game-${game}`).click();
  await page.getByTestId('seat-name-0').fill(opts.name);
  await startTable(page, { seats: ['human', 'open'], exactSeats: true, seed: opts.seed });
  await expect.poll(() => page.url()).toMatch(/#\/table\//);
  return tableIdOf(page);
}

/**
 * Waits until the page has gone over to the host at 127.0.0.1:`port` (the Join screen's "go"),
 * whatever its address shows by then. Not the address `…/#join` itself: the Join screen drops that
 * mark as it opens (JoinScreen.vue), so a test process that looks late (a loaded machine) found the
 * address already without it and waited for a navigation that never came (all of
 * airlines-europe-lan.e2e.ts failed so in a whole run, its first test after 97 s).
 */
export async function onHostAt(page: Page, port: string): Promise<void> {
  await page.waitForURL((u) => u.host === `127.0.0.1:${port}`);
}

/**
 * A friend on another machine: starts from its own page (another origin, so its own storage),
 * opens Join, types the host's address, lands on that host's Join screen and takes `seat` of
 * `table` under `name`. Resolves once the guest's table is on screen with that seat its own.
 */
export async function joinAsFriend(guest: Page, hostUrl: string, table: string, seat: number, name: string): Promise<void> {
  const port = new URL(hostUrl).port;
  await guest.getByTestId('open-join').click();
  await guest.getByTestId('join-screen').waitFor();
  await guest.getByTestId('join-address').fill(`127.0.0.1:${port}`);
  await guest.getByTestId('join-address-go').click();
  await onHostAt(guest, port);
  const row = guest.getByTestId(`join-table-${table}`);
  await row.waitFor({ timeout: 60_000 });
  await guest.getByTestId('join-name').fill(name);
  await row.getByTestId(`join-take-${seat}`).click();
  await guest.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 60_000 });
  await expect.poll(() => guest.getByTestId(`player-${seat}`).getAttribute('class'), { timeout: 60_000 }).toContain('me');
}

/** Waits until both pages show the same state, at least `atLeast`: each has seen the other's move. */
export async function bothAt(a: Page, b: Page, atLeast: number): Promise<number> {
  await expect.poll(() => stateNo(a), { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(atLeast);
  const n = await stateNo(a);
  await expect.poll(() => stateNo(b), { timeout: 60_000, interval: 50 }).toBe(n);
  return n;
}
