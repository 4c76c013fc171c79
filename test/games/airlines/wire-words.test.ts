/**
 * The host sends codes and parameters, never sentences (games/core/wire-words.ts): over real
 * sockets, an Airlines table's log entries, a refused move and a refused request carry a key and
 * params and no English; and an English host and a French guest word the same log each in its
 * own language from those keys.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { games } from '../../../games/index.js';
import { allMessages } from '../../../games/messages.js';
import { wordLogEntry, wordRefusal } from '../../../formats/client-words.js';
import type { HostMessage, LogEntry } from '../../../formats/protocol.js';
import { createHost, type HostHandle } from '../../../main/host/index.js';
import { TestClient } from '../../integration/client.js';
import { openTable, playRandom } from '../../integration/players.js';

let host: HostHandle | null = null;
const open: TestClient[] = [];
afterEach(async () => {
  for (const c of open.splice(0)) c.ws.terminate();
  await host?.close();
  host = null;
});

describe('The wire carries codes and parameters, not sentences', () => {
  it('log entries, a refused move and a refused request come by key; an English host and a French guest word the same log in their own languages', async () => {
    host = await createHost({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'bw-words-')), games, botDelayMs: 0, mdns: false, rateLimit: { perSecond: 10_000, burst: 10_000 } });
    const frames: HostMessage[] = [];
    const t = await openTable(host.url, 'airlines', 'bundled:airlines/north-america', 2, {
      seed: 5,
      // The frames as sent (the test client words them after this sees them).
      clientOptions: (seat) => (seat === 1 ? { onFrame: (text) => frames.push(JSON.parse(text) as HostMessage) } : {}),
    });
    open.push(t.owner, ...t.seats.map((s) => s.client));
    await playRandom(t.id, t.seats, 3, 40);

    // A move out of turn, and a request the host refuses.
    const guest = t.seats[1]!;
    const table = host.hub.tables.get(t.id)!;
    const idle = t.seats.find((s) => !table.active().includes(`p${s.seat + 1}`))!;
    const from = idle.client.count;
    idle.client.send({ type: 'move', table: t.id, token: idle.token, stateNo: table.stateNo, move: { type: 'expand' } });
    const rejected = await idle.client.next<Extract<HostMessage, { type: 'moveRejected' }>>((m) => m.type === 'moveRejected', 5000, from);
    guest.client.send({ type: 'watch', table: 'no-such-table', rid: 77 });
    await guest.client.next((m) => m.type === 'error' && m.rid === 77, 5000, 0);

    const log: LogEntry[] = frames.flatMap((m) => (m.type === 'view' || m.type === 'delta' ? (m.log ?? []) : []));
    expect(log.length).toBeGreaterThan(20);
    for (const e of log) {
      expect(typeof e.key, JSON.stringify(e)).toBe('string');
      expect(e.text, JSON.stringify(e)).toBeUndefined();
    }
    const refusal = frames.find((m) => m.type === 'error' && m.rid === 77) as Extract<HostMessage, { type: 'error' }>;
    expect(refusal).toMatchObject({ code: 'no-table', key: 'host.refuse.noTable' });
    expect(refusal.message).toBeUndefined();
    // The test client words what it receives, as the page does: the sent frame had no message.
    expect(rejected.error).toMatchObject({ code: 'not-your-turn', key: 'host.refuse.notYourTurn' });
    expect(rejected.error.message).toMatch(/^It is not .+'s turn\.$/);
    for (const m of frames) if (m.type === 'moveRejected') expect(m.error.message, JSON.stringify(m)).toBeUndefined();

    // One log, two languages, from the same keys; names stay seat tokens for the screen to fill.
    const en = log.map((e) => wordLogEntry(allMessages, 'en', e));
    const fr = log.map((e) => wordLogEntry(allMessages, 'fr', e));
    expect(en.some((l) => /^\{\{p\d\}\} (founds|expands|draws|plays)/.test(l))).toBe(true);
    expect(fr.some((l) => /^\{\{p\d\}\} (fonde|agrandit|tire|pose)/.test(l))).toBe(true);
    for (const [i, l] of fr.entries()) expect(l, log[i]!.key).not.toBe(en[i]);
    expect(wordRefusal(allMessages, 'fr', refusal)).toBe('Cette table n’existe pas (la partie est peut-être finie).');
    expect(wordRefusal(allMessages, 'de', refusal)).toBe('Diesen Tisch gibt es nicht (vielleicht ist das Spiel zu Ende).');
  });
});
