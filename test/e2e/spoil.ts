/**
 * A refusal on demand: the next move a page sends is replaced on its way to the host by one the
 * host cannot read, so the host's own refusal comes back (in its codes, worded by the page) as
 * any illegal move's would.
 */
import type { Page } from 'playwright-core';

/** Spoils the page's next move while `on` is set (it clears itself once used). */
export async function spoilMoves(page: Page): Promise<{ on: boolean }> {
  const spoil = { on: false };
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      if (spoil.on && typeof m === 'string' && m.includes('"type":"move"')) {
        spoil.on = false;
        const msg = JSON.parse(m) as { move: unknown };
        msg.move = { type: 'teleport' };
        server.send(JSON.stringify(msg));
      } else server.send(m);
    });
    server.onMessage((m) => ws.send(m));
  });
  return spoil;
}

/** Does `send` with the move spoilt; resolves with the refusal's words once they show. */
export async function refusedWith(page: Page, spoil: { on: boolean }, send: () => Promise<void>): Promise<string> {
  spoil.on = true;
  await send();
  const refusal = page.getByTestId('move-rejected');
  await refusal.waitFor({ timeout: 60_000 });
  return ((await refusal.textContent()) ?? '').trim();
}
