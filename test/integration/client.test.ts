/**
 * The test client's waits end with their connection (client.ts): a wait still pending when the
 * socket closes fails at once, saying so, and takes its timer with it; a wait asked on a closed
 * connection fails at once too. Why: a wait left open (a recorder that never matches, a test that
 * failed half-way) kept a timer of a minute or more alive after its test, and rejected later, in
 * another test's time, or kept the file's process busy after its end.
 */
import { describe, expect, it } from 'vitest';
import { hostSession } from './helpers.js';

const session = hostSession();

describe('the test client', () => {
  it('a pending wait fails as soon as the connection closes (its timer cleared with it)', async () => {
    await session.start();
    const c = await session.client();
    const never = c.next(() => false);
    c.ws.terminate();
    // Not the minute's timeout ("timed out waiting…"): the close itself ends the wait.
    await expect(never).rejects.toThrow(/the connection closed \(\d+\) while waiting for a message/);
    await expect(c.next(() => false)).rejects.toThrow(/the connection closed \(\d+\) before the message came/);
  });

  it('what arrived before the close is still found', async () => {
    await session.start();
    const c = await session.client();
    await c.request({ type: 'ping', t: 1 }, (m) => m.type === 'pong');
    c.ws.terminate();
    await expect(c.next((m) => m.type === 'pong', undefined, 0)).resolves.toMatchObject({ type: 'pong', t: 1 });
  });
});
