/** Starting a host on 127.0.0.1 with the Tally fixture game, in a fresh data folder. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { createHost, type HostHandle, type HostOptions } from '../../main/host/index.js';
import { TestClient } from './client.js';
import { fixtureRegistry, tallyBoardFile } from '../fixtures/fixture-game.js';
import { hostEnglish } from '../../main/host/messages.js';
import type { Wording } from '../../games/core/wording.js';

/** What the host said by key (a pause, a closing), in English as a client words it; undefined stays undefined. */
export function english(w: Wording | undefined): string | undefined {
  return w === undefined ? undefined : hostEnglish(w);
}

export interface TestHost {
  host: HostHandle;
  dataDir: string;
  logs: string[];
}

/** A folder of bundled boards holding one Tally board (`bundled:tally/classic`). */
export function fixtureBoards(root: string): string {
  const dir = join(root, 'bundled');
  mkdirSync(join(dir, 'tally'), { recursive: true });
  writeFileSync(join(dir, 'tally', 'classic.board.json'), JSON.stringify(tallyBoardFile({ name: 'Classic' })));
  return dir;
}

export async function startHost(opts: Partial<HostOptions> = {}, dataDir?: string): Promise<TestHost> {
  const root = dataDir ?? mkdtempSync(join(tmpdir(), 'bw-host-'));
  const logs: string[] = [];
  const host = await createHost({
    port: 0,
    bind: '127.0.0.1',
    dataDir: root,
    games: fixtureRegistry,
    bundledBoardsDir: fixtureBoards(root),
    botDelayMs: 0,
    mdns: false,
    rateLimit: { perSecond: 100_000, burst: 100_000 },
    log: (m) => logs.push(m),
    ...opts,
  });
  return { host, dataDir: root, logs };
}

/**
 * Connections carrying this header play a guest on the LAN (everything in tests comes from
 * 127.0.0.1): pass `guestHeader` as `clientIsLocal` and connect with `GUEST`.
 */
export const GUEST = { 'X-Test-Guest': '1' };
export const guestHeader = (req: import('node:http').IncomingMessage): boolean => req.headers['x-test-guest'] === undefined;

/**
 * One host per test, its clients, and their teardown after each test: call at the top of a
 * file. `restart` stops the host (and drops every client) and starts a new one on the same data.
 */
export function hostSession(): {
  readonly th: TestHost;
  start(opts?: Partial<HostOptions>, dataDir?: string): Promise<TestHost>;
  restart(opts?: Partial<HostOptions>): Promise<TestHost>;
  client(headers?: Record<string, string>): Promise<TestClient>;
} {
  let th: TestHost | null = null;
  const clients: TestClient[] = [];
  const stop = async (): Promise<void> => {
    for (const c of clients.splice(0)) c.ws.terminate();
    await th?.host.close();
    th = null;
  };
  afterEach(stop);
  return {
    get th() {
      if (!th) throw new Error('no host: call start() first');
      return th;
    },
    async start(opts = {}, dataDir) {
      th = await startHost(opts, dataDir);
      return th;
    },
    async restart(opts = {}) {
      const dir = th!.dataDir;
      await stop();
      th = await startHost(opts, dir);
      return th;
    },
    async client(headers) {
      const c = await TestClient.connect(th!.host.url, headers ? { headers } : {});
      clients.push(c);
      return c;
    },
  };
}
