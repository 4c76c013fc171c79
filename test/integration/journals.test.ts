/**
 * A save whose journal is damaged in the middle, through the host: a host start does not reopen
 * it (today's main reopened it without the lines after the damage and trimmed them away), the
 * saves list names the line, and the user's choice (`POST /api/saves/<id>/cut-journal`) opens
 * it up to there with the journal kept aside whole.
 */
import { reasonText } from '../../main/saves/reasons.js';
import type { Wording } from '../../games/core/wording.js';
import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostMessage, SaveSummary } from '../../formats/protocol.js';
import { hostSession } from './helpers.js';

const session = hostSession();
const v4 = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'saves', 'format-4.save.json'), 'utf8');
const save = JSON.parse(v4) as { journal: number; stateNo: number; moves: unknown[]; table: { id: string } };
const line = (x: unknown): string => `${JSON.stringify(x)}\n`;

describe('a damaged journal through the host', () => {
  it('is not reopened at start, is listed with its line, and opens up to it when the user asks', async () => {
    let th = await session.start();
    const dataDir = th.dataDir;
    await th.host.close();
    const id = save.table.id;
    const dir = join(dataDir, 'saves');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${id}.save.json`), v4);
    const journal = [
      line({ j: save.journal + 1, t: 'm', n: save.stateNo + 1, p: 'p2', m: { type: 'pass' } }),
      'this line was damaged on disk\n',
      line({ j: save.journal + 3, t: 'm', n: save.stateNo + 2, p: 'p1', m: { type: 'bank' } }),
    ].join('');
    writeFileSync(join(dir, `${id}.journal`), journal);

    th = await session.start({}, dataDir);
    expect(th.host.hub.tables.size).toBe(0);
    expect(readFileSync(join(dir, `${id}.journal`), 'utf8')).toBe(journal);
    const list = (await (await fetch(`${th.host.url}api/saves`)).json()) as SaveSummary[];
    expect(list.find((s) => s.id === id)).toMatchObject({ journal: { line: 2, moves: save.moves.length + 1 } });
    expect(reasonText(list.find((s) => s.id === id)!.damaged!)).toBe('Journal damaged at line 2: it is not valid JSON (at column 1).');

    // Opening it as it is: refused with the same words.
    const c = await session.client();
    const refused = await c.request<Extract<HostMessage, { type: 'error' }>>({ type: 'resumeSave', save: id }, (m) => m.type === 'error');
    expect(refused).toMatchObject({ code: 'save-damaged', message: 'Journal damaged at line 2: it is not valid JSON (at column 1).' });

    // The user's choice, for the line the list named.
    const cut = (n: unknown) => fetch(`${th.host.url}api/saves/${id}/cut-journal`, { method: 'POST', body: JSON.stringify({ line: n }) });
    expect((await cut('2')).status).toBe(400);
    const stale = (await (await cut(3)).json()) as Wording & { code: string };
    expect(stale.code).toBe('bad-save');
    expect(reasonText(stale)).toBe('The journal is damaged at line 2 now, not at line 3: look at the list again.');
    expect(await (await cut(2)).json()).toEqual({ ok: true, moves: save.moves.length + 1, setAside: `${id}.damaged-journal.txt` });
    expect(readFileSync(join(dir, `${id}.damaged-journal.txt`), 'utf8')).toBe(journal);

    const opened = await c.request<Extract<HostMessage, { type: 'tableCreated' }>>({ type: 'resumeSave', save: id }, (m) => m.type === 'tableCreated' || m.type === 'error');
    expect(opened.type).toBe('tableCreated');
    expect(th.host.hub.tables.get(id)?.moves.length).toBe(save.moves.length + 1);
    await th.host.hub.flush();
    // The aside file stays for the user; the save and its journal are one file again.
    expect(readdirSync(dir).filter((f) => f.startsWith(id)).sort()).toEqual([`${id}.damaged-journal.txt`, `${id}.save.json`]);
  });
});
