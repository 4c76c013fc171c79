/**
 * The Join screen in real browsers: the owner starts a table with an open seat; a guest in a
 * second browser context (its own storage, as on another machine) types the host's address on
 * its Join screen, lands on that host's Join screen, takes the seat under its name and plays
 * from it. The owner's players panel shows the guest connected and hands the seat to a bot and
 * back. Loopback only: the guest starts from http://localhost:PORT and joins http://127.0.0.1:PORT.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WebSocket } from 'ws';
import { onHostAt } from './lan-guest.js';
import { newPage, screenshot, shareHostAndBrowser } from './support.js';

const shared = shareHostAndBrowser({ botDelayMs: 0 });

const seatText = (page: Page, seat: number) => page.getByTestId(`panel-seat-${seat}`).textContent().then((t) => t ?? '');

describe('Join screen', () => {
  it('a guest joins an open seat by typing the address; the owner sees it and hands the seat to a bot and back', async () => {
    const owner = await newPage(shared.browser, shared.host.url);
    await owner.page.getByTestId('start-table').waitFor();
    await expect.poll(() => owner.page.locator('[data-testid^=seat-kind-]').count()).toBe(3);
    await owner.page.getByTestId('seat-kind-1').selectOption('open');
    await owner.page.getByTestId('start-table').click();
    await owner.page.getByTestId('board-canvas').locator('canvas').waitFor();

    // The guest: another origin (its own storage), the Join screen, the host's address typed in.
    const port = new URL(shared.host.url).port;
    const guest = await newPage(shared.browser, `http://localhost:${port}/`);
    await guest.page.getByTestId('open-join').click();
    await guest.page.getByTestId('join-screen').waitFor();
    await guest.page.getByTestId('join-address').fill(`127.0.0.1:${port}`);
    await guest.page.getByTestId('join-address-go').click();
    await onHostAt(guest.page, port);
    await guest.page.getByTestId('join-screen').waitFor();
    await guest.page.getByTestId('join-take-1').waitFor({ timeout: 60_000 });
    await screenshot(guest.page, 'join-1-guest-join-screen');

    // A name is needed first.
    await guest.page.getByTestId('join-name').fill('');
    await guest.page.getByTestId('join-take-1').click();
    expect(await guest.page.getByTestId('join-problem').textContent()).toMatch(/name/);
    await guest.page.getByTestId('join-name').fill('Gus');
    await guest.page.getByTestId('join-take-1').click();
    await guest.page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 60_000 });
    await expect.poll(() => guest.page.getByTestId('player-1').getAttribute('class'), { timeout: 60_000 }).toContain('me');
    // The seat carries the guest's name (the game's own player list keeps the names it was dealt with).
    await guest.page.getByTestId('table-panel-toggle').click();
    await expect.poll(() => seatText(guest.page, 1), { timeout: 60_000 }).toMatch(/Gus[\s\S]*you/);
    await screenshot(guest.page, 'join-2-guest-seated');

    // The owner's panel: Gus is connected; to a bot and back.
    await owner.page.getByTestId('table-panel-toggle').click();
    await expect.poll(() => seatText(owner.page, 1), { timeout: 60_000 }).toMatch(/Gus\s*connected/);
    await screenshot(owner.page, 'join-3-owner-panel');
    await owner.page.getByTestId('seat-to-bot-1').click();
    await expect.poll(() => seatText(owner.page, 1), { timeout: 60_000 }).toMatch(/bot/);
    await owner.page.getByTestId('seat-to-human-1').click();
    await expect.poll(() => seatText(owner.page, 1), { timeout: 60_000 }).toMatch(/Gus\s*connected/);
    // The guest still plays seat 2 with the token it kept: the address holds the table, so a
    // reload comes straight back to it.
    await guest.page.reload();
    await guest.page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 60_000 });
    await expect.poll(() => guest.page.getByTestId('player-1').getAttribute('class'), { timeout: 60_000 }).toContain('me');
    expect([...owner.problems, ...guest.problems].filter((p) => !/favicon/.test(p))).toEqual([]);
  });

  it('Open to the local network: the owner opens the host and sees the join address and its QR code, then closes it', async () => {
    const { page, problems } = await newPage(shared.browser, shared.host.url);
    // Tests never open a real interface, nor announce on the network (this host process has mDNS
    // on): the host's answer is stood in for here; the endpoint itself is tested in
    // test/integration/lan-api.test.ts on 127.0.0.1 with mDNS off.
    await page.route('**/api/host/lan', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { open?: boolean };
      await route.fulfill({ json: { url: shared.host.url, lanUrl: body.open ? shared.host.url : null } });
    });
    await page.getByTestId('open-join').click();
    await page.getByTestId('lan-open').click();
    await expect.poll(() => page.getByTestId('lan-url').textContent().catch(() => ''), { timeout: 60_000 }).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect.poll(() => page.getByTestId('lan-qr').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), { timeout: 60_000 }).toBeGreaterThan(0);
    await screenshot(page, 'join-4-open-to-network');
    await page.getByTestId('lan-close').click();
    await page.getByTestId('lan-open').waitFor({ timeout: 60_000 });
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });

  it('Table password: the Join screen asks for it, says when it is wrong, and seats the guest when it is right', async () => {
    // The owner's app, as a bare socket: a table with a password and one open seat.
    const ws = new WebSocket(shared.host.url.replace(/^http/, 'ws') + 'ws');
    await new Promise((r, j) => ws.once('open', r).once('error', j));
    const created = new Promise<string>((resolve) => {
      ws.on('message', (d) => {
        const m = JSON.parse(String(d)) as { type: string; table?: { id: string } };
        if (m.type === 'tableCreated') resolve(m.table!.id);
      });
    });
    ws.send(JSON.stringify({ type: 'hello', protocol: 1 }));
    ws.send(
      JSON.stringify({ type: 'createTable', game: 'airlines', board: { library: 'bundled:airlines/north-america' }, seats: [{ kind: 'human', name: 'Owner' }, { kind: 'open' }], title: 'Locked', password: 'swordfish' }),
    );
    const id = await created;

    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await page.getByTestId('open-join').click();
    const row = page.getByTestId(`join-table-${id}`);
    await row.waitFor({ timeout: 60_000 });
    await page.getByTestId('join-name').fill('Pat');
    await row.getByTestId('join-take-1').click();
    expect(await row.getByTestId('join-problem').textContent()).toMatch(/password/);
    await page.getByTestId(`join-password-${id}`).fill('wrong');
    await row.getByTestId('join-take-1').click();
    await expect.poll(() => row.getByTestId('join-problem').textContent(), { timeout: 60_000 }).toMatch(/wrong/);
    await screenshot(page, 'join-5-password-wrong');
    await page.getByTestId(`join-password-${id}`).fill('swordfish');
    await row.getByTestId('join-take-1').click();
    await page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('player-1').getAttribute('class'), { timeout: 60_000 }).toContain('me');
    ws.close();
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
  });
  it('Table password from the lobby: the owner sets it on a table with an open seat; the guest needs it to sit', async () => {
    const owner = await newPage(shared.browser, shared.host.url);
    await owner.page.getByTestId('start-table').waitFor();
    await owner.page.getByTestId('seat-name-0').fill('Lockie');
    // The field shows only once a seat is open to a friend.
    expect(await owner.page.getByTestId('table-password').count()).toBe(0);
    await owner.page.getByTestId('seat-kind-1').selectOption('open');
    await owner.page.getByTestId('table-password').fill('tiger');
    await screenshot(owner.page, 'join-6-lobby-password');
    await owner.page.getByTestId('start-table').click();
    await owner.page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 60_000 });

    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await page.getByTestId('open-join').click();
    const row = page.locator('[data-testid^=join-table-]', { hasText: 'Lockie' });
    await row.waitFor({ timeout: 60_000 });
    expect(await row.textContent()).toContain('password');
    await page.getByTestId('join-name').fill('Quinn');
    await row.getByTestId('join-take-1').click();
    expect(await row.getByTestId('join-problem').textContent()).toMatch(/password/);
    await row.getByLabel('Table password').fill('lion');
    await row.getByTestId('join-take-1').click();
    await expect.poll(() => row.getByTestId('join-problem').textContent(), { timeout: 60_000 }).toMatch(/wrong/);
    await row.getByLabel('Table password').fill('tiger');
    await row.getByTestId('join-take-1').click();
    await page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('player-1').getAttribute('class'), { timeout: 60_000 }).toContain('me');
    expect([...owner.problems, ...problems].filter((p) => !/favicon/.test(p))).toEqual([]);
  });
});
