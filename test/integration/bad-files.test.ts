/**
 * Bad files get a reason a person understands, never a crash or a silent gap: a board in the
 * folder of a game that is not installed, a board file name with a space, JSON nested 200,000
 * levels deep (a board or a save, uploaded or on disk), and a 9 MB upload sent in chunks.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { MAX_JSON_DEPTH, type BoardInfo } from '../../formats/protocol.js';
import { tallyBoardFile } from '../fixtures/fixture-game.js';
import { startHost, type TestHost } from './helpers.js';
import { reasonText } from '../../main/saves/reasons.js';
import type { Wording } from '../../games/core/wording.js';
import { wordProblem } from '../../games/core/board-problem.js';
import { allMessages } from '../../games/messages.js';

let th: TestHost | null = null;
afterEach(async () => {
  await th?.host.close();
  th = null;
});

/** A board problem off the wire, in English: by its key. */
const english = (p: BoardInfo['problems'][number]): string => wordProblem(allMessages, 'en', p);

const deep = (levels: number): string => '{"game":"tally","x":' + '['.repeat(levels) + ']'.repeat(levels) + '}';

describe('bad files', () => {
  it('Boards: one in the folder of a game that is not installed, and one whose file name has a space, are listed with the reason', async () => {
    th = await startHost();
    const user = join(th.dataDir, 'boards');
    mkdirSync(join(user, 'chess'), { recursive: true });
    mkdirSync(join(user, 'tally'), { recursive: true });
    writeFileSync(join(user, 'chess', 'opening.board.json'), JSON.stringify({ game: 'chess', format: 1, name: 'Opening' }));
    writeFileSync(join(user, 'tally', 'my map.board.json'), JSON.stringify(tallyBoardFile({ name: 'My map' })));
    const list = (await (await fetch(th.host.url + 'api/boards')).json()) as BoardInfo[];
    // Each problem by key alone (the reader words it), as the English reads it.
    const opening = list.find((b) => b.id === 'user:chess/opening')!;
    expect(opening).toMatchObject({ playable: false, problems: [{ path: '$', key: 'host.library.noGameFolder', severity: 'error' }] });
    expect(opening.problems[0]).not.toHaveProperty('message');
    expect(english(opening.problems[0]!)).toBe('This board is in the folder "chess", but no game called "chess" is installed; move it into the folder of its game.');
    const myMap = list.find((b) => b.id === 'user:tally/my map')!;
    expect(myMap.playable).toBe(false);
    expect(english(myMap.problems[0]!)).toMatch(/^The file name "my map\.board\.json" has characters .*no spaces\); rename the file to open it\.$/);
  });

  it('Deep nesting: a 200,000-level board or save gets a clear 4xx with the reason (no 500, no stack overflow); such a file on disk is listed with it', async () => {
    th = await startHost();
    const put = await fetch(th.host.url + 'api/boards/user/tally/deep', { method: 'PUT', body: deep(200_000) });
    expect(put.status).toBe(400);
    expect(reasonText((await put.json()) as Wording)).toBe(`The board nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep (at line 1, column ${20 + MAX_JSON_DEPTH}); no board or save does.`);
    const imp = await fetch(th.host.url + 'api/saves/import', { method: 'POST', body: deep(200_000) });
    expect(imp.status).toBe(422);
    expect(reasonText((await imp.json()) as Wording)).toMatch(/nests arrays and objects more than 100 levels deep/);
    mkdirSync(join(th.dataDir, 'boards', 'tally'), { recursive: true });
    writeFileSync(join(th.dataDir, 'boards', 'tally', 'deep.board.json'), deep(200_000));
    mkdirSync(join(th.dataDir, 'saves'), { recursive: true });
    writeFileSync(join(th.dataDir, 'saves', 'deep.save.json'), deep(200_000));
    const boards = (await (await fetch(th.host.url + 'api/boards')).json()) as BoardInfo[];
    expect(english(boards.find((b) => b.id === 'user:tally/deep')!.problems[0]!)).toMatch(/more than 100 levels deep/);
    const one = await fetch(th.host.url + 'api/boards/user:tally/deep');
    expect(one.status).toBe(200);
    writeFileSync(join(th.dataDir, 'saves', 'my save.save.json'), '{}');
    const saves = (await (await fetch(th.host.url + 'api/saves')).json()) as { id: string; damaged?: Wording }[];
    expect(reasonText(saves.find((s) => s.id === 'deep')!.damaged!)).toMatch(/more than 100 levels deep/);
    // A save file renamed by hand with a space: listed with the reason it cannot be opened.
    expect(reasonText(saves.find((s) => s.id === 'my save')!.damaged!)).toMatch(/^The file name is not one Boardwright gives a save .*rename it to open it\.$/);
    // A WebSocket message nested too deep is refused the same way.
    const { TestClient } = await import('./client.js');
    const c = await TestClient.connect(th.host.url);
    const err = await c.request({ type: 'ping', t: 1, x: JSON.parse(deep(150)) }, (m) => m.type === 'error');
    expect(err).toMatchObject({ code: 'bad-json', message: 'That message nests arrays and objects more than 100 levels deep.' });
    c.close();
  });

  it('Oversize: a 9 MB board sent in chunks gets 413 with the reason, not a reset', async () => {
    th = await startHost();
    const u = new URL(th.host.url);
    const res = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request({ host: u.hostname, port: u.port, path: '/api/boards/user/tally/huge', method: 'PUT', headers: { 'Transfer-Encoding': 'chunked', 'Content-Type': 'application/json' } }, (r) => {
        let text = '';
        r.on('data', (d: Buffer) => (text += d.toString()));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      // Chunk by chunk, as a browser uploading a file would: the host sees the limit pass while
      // the client is still sending, and must still answer.
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = (): void => {
        if (req.destroyed) return;
        if (sent >= 9 * 1024 * 1024) {
          req.end();
          return;
        }
        sent += chunk.length;
        if (req.write(chunk)) setTimeout(pump, 1);
        else req.once('drain', () => setTimeout(pump, 1));
      };
      pump();
    });
    expect(res.status).toBe(413);
    // A code and a key with its numbers, no sentence: each client words it (host.http.boardTooLarge).
    expect(JSON.parse(res.text)).toEqual({ code: 'too-large', key: 'host.http.boardTooLarge', params: { mb: 8 } });
    expect((await fetch(th.host.url + 'api/games')).status).toBe(200);
  });
});
