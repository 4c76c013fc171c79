/**
 * The host's hardening as a browser sees it: a page of another site cannot frame the app (the
 * headers refuse it), a paused table says why on the table screen and offers Resume, and the
 * host machine's lobby closes any table.
 */
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, shareHostAndBrowser } from './support.js';

const shared = shareHostAndBrowser({ botDelayMs: 0 });

describe('hardening in the browser', () => {
  it('Framing: a page of another site that frames the app gets nothing (frame-ancestors, X-Frame-Options)', async () => {
    const { page } = await newPage(shared.browser, 'about:blank');
    await page.setContent(`<p>evil</p><iframe id="f" src="${shared.host.url}" width="600" height="400"></iframe>`);
    // Chromium replaces a refused frame with its own error page: the app never loads in it. The
    // frame's answer takes its time on a loaded machine (a fixed 1.5 s was a guess): wait for it.
    const frame = () => page.frames().find((f) => f !== page.mainFrame());
    await expect.poll(() => frame()?.url() ?? '').toMatch(/^chrome-error:/);
    expect(await frame()!.locator('#app').count()).toBe(0);
    await screenshot(page, 'hardening-1-framed');
    await page.close();
  });

  it('Paused: the table screen says why the host paused the table and offers Resume; the lobby marks it', async () => {
    const { page, problems } = await newPage(shared.browser, shared.host.url);
    // Pretend the host paused the table (no real game of ours throws on purpose): every view and
    // table list from the host gets a `paused` reason on its way to the page. The page is made to
    // ask for whole views only (no deltas), so every view passes here whole.
    // The host says it by key (issue 27); the page words it in its language.
    const reason = { key: 'host.pause.gameCode', params: { doing: { key: 'host.doing.move' }, error: 'TypeError: x is undefined' } };
    let resumed = 0;
    await page.routeWebSocket(/\/ws$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => {
        if (typeof m === 'string' && m.includes('"resumeTable"')) resumed++;
        else if (typeof m === 'string' && m.includes('"type":"hello"')) server.send(JSON.stringify({ ...(JSON.parse(m) as object), deltas: false }));
        else server.send(m);
      });
      server.onMessage((m) => {
        if (typeof m !== 'string') return ws.send(m);
        const msg = JSON.parse(m) as { type: string; pub?: { table: Record<string, unknown> }; tables?: Record<string, unknown>[] };
        if (msg.type === 'view' && resumed === 0) msg.pub!.table['paused'] = reason;
        if (msg.type === 'tables') for (const t of msg.tables!) t['paused'] = reason;
        ws.send(JSON.stringify(msg));
      });
    });
    await page.reload();
    await page.getByTestId('start-table').click();
    await page.getByTestId('board-canvas').locator('canvas').waitFor({ timeout: 60_000 });
    const banner = page.getByTestId('table-paused');
    await banner.waitFor({ timeout: 60_000 });
    expect(await banner.textContent()).toContain('This table is paused. Playing the move failed');
    await screenshot(page, 'hardening-2-paused');
    await page.getByTestId('table-resume').click();
    await expect.poll(() => resumed).toBe(1);
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
    await page.close();
  });

  it('Close table: on the host machine the lobby closes a table; it leaves the list', async () => {
    const { page, problems } = await newPage(shared.browser, shared.host.url);
    await page.getByTestId('open-tables').waitFor();
    const rows = page.getByTestId('open-tables').locator('.table-row');
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    const before = await rows.count();
    await screenshot(page, 'hardening-3-lobby-close');
    await page.locator('[data-testid^=close-table-]').first().click();
    // The app's own confirm dialog (window.confirm is not the app's way to ask).
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(before - 1);
    expect(problems.filter((p) => !/favicon/.test(p))).toEqual([]);
    await page.close();
  });
});
