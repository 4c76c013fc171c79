/**
 * Board files are checked once per version (main/library/cache.ts): a guest sending `hello` 40
 * times a second with two 1,500-route boards in the data folder does not make the host read or
 * check them again, and other connections' pings stay quick. A changed file is checked again.
 *
 * The mechanism is pinned by counting checks. With the cache, a `hello` costs the host a folder
 * listing, a stat per file and one frame (a few ms at idle); without it, each `hello` re-checked
 * both boards (0.2–0.5 s at idle), so 40 a second saturate the event loop and pings wait ever
 * longer (15 s was measured). The pings' p99 is printed here, not asserted: it is a speed, and a
 * busy machine decides it (a bound of 1 s is two stalls of a second among ~160 pings, which a
 * load of 20–40 on 2 cores gives with no fault in the host). The real p99 against the 50 ms goal
 * is measured by `npm run bench -- host-hello`.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { games } from '../../../games/index.js';
import { percentile } from '../../bench/harness.js';
import { bigAirlinesBoards } from './big-boards.js';
import { hostSession } from '../../integration/helpers.js';
import type { HostMessage } from '../../../formats/protocol.js';

type Welcome = Extract<HostMessage, { type: 'welcome' }>;

const session = hostSession();

describe('board files are checked once', () => {
  it('Hello flood: 40 hellos a second with two 1,500-route boards re-read nothing; pings stay quick; a changed board is checked again', async () => {
    const data = mkdtempSync(join(tmpdir(), 'bw-cache-'));
    const [a, b] = bigAirlinesBoards(2);
    // A user board lives in its game's folder (boards/<game>/).
    const folder = join(data, 'boards', (JSON.parse(a!) as { game: string }).game);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'big-a.board.json'), a!);
    writeFileSync(join(folder, 'big-b.board.json'), b!);
    const empty = join(data, 'no-bundled');
    mkdirSync(empty);
    const th = await session.start({ games, bundledBoardsDir: empty }, data);
    const lib = th.host.library;
    const guest = await session.client();
    const other = await session.client();
    // The first hello checks both boards.
    const first = await guest.request<Welcome>({ type: 'hello', protocol: 2 }, (m) => m.type === 'welcome', 30_000);
    expect(first.boards.map((x) => [x.id, x.playable])).toEqual([
      ['user:airlines/big-a', true],
      ['user:airlines/big-b', true],
    ]);
    expect(lib.checks()).toBe(2);

    // 40 hellos a second for 4 s; the other connection pings every 25 ms meanwhile.
    const welcomes = guest.count;
    const pings: number[] = [];
    let stop = false;
    const pinger = (async () => {
      for (let t = 0; !stop; t++) {
        const sent = performance.now();
        await other.request({ type: 'ping', t }, (m) => m.type === 'pong' && m.t === t, 60_000);
        pings.push(performance.now() - sent);
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    const HELLOS = 160;
    for (let i = 0; i < HELLOS; i++) {
      guest.send({ type: 'hello', protocol: 2 });
      await new Promise((r) => setTimeout(r, 25));
    }
    await guest.next((m) => m.type === 'welcome', 60_000, welcomes + HELLOS - 1);
    stop = true;
    await pinger;
    expect(guest.messages.slice(-HELLOS).every((m) => m.type === 'welcome')).toBe(true);
    expect(lib.checks()).toBe(2);
    expect(pings.length).toBeGreaterThan(10);
    console.log(`pings during the hello flood: p99 ${percentile(pings, 0.99).toFixed(1)} ms over ${pings.length} (aim < 50 ms; a speed, so not asserted)`);

    // A changed board is checked again (and only it), and the next hello says what changed.
    writeFileSync(join(folder, 'big-b.board.json'), b!.replace(/"name": "[^"]*"/, '"name": "Renamed big board"'));
    const after = await guest.request<Welcome>({ type: 'hello', protocol: 2 }, (m) => m.type === 'welcome', 30_000);
    expect(after.boards.find((x) => x.id === 'user:airlines/big-b')?.name).toBe('Renamed big board');
    expect(lib.checks()).toBe(3);
  });
});
