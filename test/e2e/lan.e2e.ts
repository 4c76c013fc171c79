/**
 * LAN play in real browsers: the table owner (one browser context) opens a table with a seat for
 * a guest; the guest (another context, with its own storage, as on another machine) takes the
 * seat from the lobby; each takes a turn on the same table; the guest reloads the page and is
 * back in its seat with its token. The host is `npm run host` on 127.0.0.1 (tests never leave
 * loopback).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WebSocket } from 'ws';
import { STATE_BUDGET_MS } from '../fixtures/budgets.js';
import { clickRoute, highlightedRoutes, newPage, screenshot, shareHostAndBrowser } from './support.js';
import { confirmClaim } from './table-helpers.js';

const shared = shareHostAndBrowser({ botDelayMs: 0 });

async function stateNo(page: Page): Promise<string | null> {
  return page.getByTestId('airlines-table').getAttribute('data-state-no');
}

/** Does something that sends a move, then waits for the host's next view (polled from Node: no eval in the page, which the CSP forbids). */
async function act(page: Page, what: () => Promise<void>): Promise<void> {
  const before = await stateNo(page);
  await what();
  await expect.poll(() => stateNo(page), { interval: 100 }).not.toBe(before);
}

async function prompt(page: Page): Promise<string> {
  return (await page.getByTestId('prompt').textContent()) ?? '';
}

/** One whole turn through the screen: found (or expand, or claim nothing), then draw a stock card. */
async function takeTurn(page: Page): Promise<void> {
  await page.locator('[data-testid=turn-panel].mine').waitFor({ timeout: STATE_BUDGET_MS });
  const found = page.getByTestId('do-found');
  if ((await found.count()) > 0 && (await found.isEnabled())) await act(page, () => found.click());
  else await act(page, () => page.getByTestId('do-expand').click());
  const routes = await highlightedRoutes(page);
  await act(page, async () => {
    if (routes.length > 0) {
      await clickRoute(page, routes[0]!);
      // A claim waits for Confirm (after a "which do you mean", answered whenever it shows).
      await confirmClaim(page);
    } else await page.getByTestId('do-pass').click();
  });
  if ((await prompt(page)).includes('Take a face-up')) {
    const deck = page.getByTestId('draw-deck');
    await act(page, async () => {
      if (await deck.isEnabled()) await deck.click();
      else await page.locator('[data-testid^=faceup-]:enabled').first().click();
    });
  }
}

/** Frees a seat with the owner token the owner's page keeps (protocol `setSeat` kind "open"). */
async function freeSeat(page: Page, seat: number): Promise<void> {
  const held = await page.evaluate(() => {
    // Runs in the page; typed by hand because this Node-side file has no DOM types.
    const localStorage = (globalThis as unknown as { localStorage: { length: number; key(i: number): string | null; getItem(k: string): string | null } }).localStorage;
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (key.startsWith('boardwright.table.')) return { table: key.slice('boardwright.table.'.length), owner: (JSON.parse(localStorage.getItem(key)!) as { owner?: string }).owner };
    }
    return null;
  });
  if (!held?.owner) throw new Error('the owner page keeps no owner token');
  const ws = new WebSocket(shared.host.url.replace(/^http/, 'ws') + 'ws');
  await new Promise((r, j) => ws.once('open', r).once('error', j));
  const done = new Promise<void>((resolve, reject) => {
    ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as { type: string; data?: { table: { seats: { kind: string }[] } }; message?: string };
      if (m.type === 'error') reject(new Error(m.message));
      if (m.type === 'tableView' && m.data!.table.seats[seat]!.kind === 'open') resolve();
    });
  });
  ws.send(JSON.stringify({ type: 'watch', table: held.table }));
  ws.send(JSON.stringify({ type: 'setSeat', table: held.table, ownerToken: held.owner, seat, kind: 'open' }));
  await done;
  ws.close();
}

describe('LAN play in browsers', () => {
  it('the owner and a browser guest each take a turn on one table; the guest reloads and is back in its seat', async () => {
    const owner = await newPage(shared.browser, shared.host.url);
    await owner.page.getByTestId('start-table').waitFor();
    await expect.poll(() => owner.page.locator('[data-testid^=seat-kind-]').count()).toBe(3);
    // A seat for a guest: the lobby's "open" seat kind when it offers one; otherwise the owner's
    // own token (from its storage) frees seat 2 through the protocol's setSeat, as its app would.
    const lobbyHasOpen = (await owner.page.locator('[data-testid=seat-kind-1] option[value=open]').count()) > 0;
    await owner.page.getByTestId('seat-kind-1').selectOption(lobbyHasOpen ? 'open' : 'human');
    await owner.page.locator('summary').click();
    await owner.page.getByTestId('seed-input').fill('11');
    await owner.page.getByTestId('start-table').click();
    await owner.page.getByTestId('board-canvas').locator('canvas').waitFor();
    if (!lobbyHasOpen) await freeSeat(owner.page, 1);
    await screenshot(owner.page, 'lan-1-owner-table');

    // The owner's turn.
    await takeTurn(owner.page);

    // The guest, in its own browser context, takes the open seat from the lobby.
    const guest = await newPage(shared.browser, shared.host.url);
    const take = guest.page.getByRole('button', { name: 'Take seat 2' });
    await take.waitFor({ timeout: 60_000 });
    await screenshot(guest.page, 'lan-2-guest-lobby');
    await take.click();
    // The in-app name dialog (not window.prompt, which Electron does not support).
    const ask = guest.page.getByTestId('prompt-dialog');
    await ask.waitFor();
    await guest.page.getByTestId('prompt-input').fill('Gus');
    await screenshot(guest.page, 'lan-2b-guest-name');
    await guest.page.getByTestId('prompt-input').press('Enter');
    await ask.waitFor({ state: 'detached' });
    await guest.page.getByTestId('board-canvas').locator('canvas').waitFor();
    await expect.poll(() => guest.page.getByTestId('player-1').getAttribute('class')).toContain('me');
    await takeTurn(guest.page);
    await screenshot(guest.page, 'lan-3-guest-turn');

    // The owner sees the guest's turn.
    await expect.poll(async () => Number(await stateNo(owner.page))).toBeGreaterThanOrEqual(Number(await stateNo(guest.page)));
    // Both screens name the guest by the name it gave, not the lobby's placeholder.
    await expect.poll(() => owner.page.getByTestId('player-1').textContent()).toContain('Gus');
    await expect.poll(() => guest.page.getByTestId('player-1').textContent()).toContain('Gus');

    // A reload: the guest's token is in its storage; it comes back to seat 2, not as a spectator.
    await guest.page.reload();
    // After the reload the app shows either the lobby (with "Continue" on the held table) or the
    // table itself; wait for whichever comes first, then go on from the lobby if needed.
    const back = guest.page.getByRole('button', { name: 'Continue' });
    const canvas = guest.page.getByTestId('board-canvas').locator('canvas');
    await back.or(canvas).first().waitFor({ timeout: STATE_BUDGET_MS });
    if ((await back.count()) > 0) await back.click();
    await canvas.waitFor();
    await expect.poll(() => guest.page.getByTestId('player-1').getAttribute('class')).toContain('me');
    await screenshot(guest.page, 'lan-4-guest-back');
    expect([...owner.problems, ...guest.problems].filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
