/**
 * Bots that think choose in a worker thread (main/host/bot-worker.ts): while six Expert bots
 * think at three Airlines tables, the host's event loop stays free, so another table's pings are
 * answered while a bot's question is still out. Nothing here depends on timing: the proof is
 * that answers arrive while a question is pending, which cannot happen if the search ran on the
 * host's own thread, and that the Expert bot is never called on it.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { games } from '../../games/index.js';
import type { HostMessage } from '../../formats/protocol.js';
import type { ClientEvent } from './client.js';
import { hostSession } from './helpers.js';

const session = hostSession();
const answers = (rid: number) => (m: ClientEvent): boolean => 'rid' in m && m.rid === rid && m.type !== 'tableView';
type Created = Extract<HostMessage, { type: 'tableCreated' }>;

describe('bots that think', () => {
  it('Six Expert bots think off the event loop: other tables are answered while they think', async () => {
    const airlines = games.get('airlines')!;
    const expert = airlines.bots.find((b) => b.id === 'expert')!;
    expect(expert.thinks).toBe(true);
    // On this thread the Expert bot must never be asked: its thread has its own copy of the games.
    const choose = expert.choose;
    let onHostThread = 0;
    expert.choose = (ctx) => {
      onHostThread++;
      return choose(ctx);
    };
    try {
      const th = await session.start({ games, bundledBoardsDir: fileURLToPath(new URL('../../boards', import.meta.url)) });
      const owner = await session.client();
      const ids: string[] = [];
      for (let t = 0; t < 3; t++) {
        const rid = 10 + t;
        const made = await owner.request<Created>(
          { type: 'createTable', game: 'airlines', board: { library: 'bundled:airlines/north-america' }, seats: [{ kind: 'bot', bot: 'expert' }, { kind: 'bot', bot: 'expert' }], seed: 3 + t, rid },
          answers(rid),
        );
        expect(made.type).toBe('tableCreated');
        ids.push(made.table.id);
      }
      const other = await session.client();
      const hub = th.host.hub;
      let whileThinking = 0;
      let pings = 0;
      // Ping until the Expert bots have made a few moves and pongs came while they thought.
      const moved = (): number => ids.reduce((n, id) => n + (hub.tables.get(id)?.stateNo ?? 0), 0);
      // (The thread's first answer waits for it to load the games: no count of pings is enough.)
      while (moved() < 3 || whileThinking < 5) {
        const rid = 100 + pings++;
        await other.request({ type: 'ping', rid }, answers(rid));
        if (hub.thinker.asking > 0) whileThinking++;
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(whileThinking).toBeGreaterThanOrEqual(5);
      expect(moved()).toBeGreaterThanOrEqual(3);
      expect(onHostThread).toBe(0);
      expect(th.logs.filter((l) => l.includes('failed'))).toEqual([]);
    } finally {
      expert.choose = choose;
    }
  }, 300_000);
});
