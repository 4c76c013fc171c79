import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabComparison, LabProgress, LabReport } from '../../formats/lab-report.js';
import { fillNames, labNameWording, labSeatWording } from '../../formats/protocol.js';
import type { Locale } from '../../games/core/locales.js';
import { word } from '../../games/core/wording.js';
import { allMessages } from '../../games/messages.js';
import type { GameEvent } from '../../games/core/types.js';
import { games } from '../../games/index.js';
import { createLibrary } from '../library/index.js';
import { createSaveStore, type SaveStore } from '../saves/index.js';
import { reasonText } from '../saves/reasons.js';
import { playRunGame, runContext } from './games.js';
import { specOf } from './lab.js';
import { createLabService, type LabService } from './service.js';

let lab: LabService;
let saves: SaveStore;

async function settled(id: string): Promise<LabProgress> {
  for (;;) {
    const p = lab.progress(id)!;
    if (p.status !== 'running') return p;
    await new Promise((res) => setTimeout(res, 20));
  }
}

beforeAll(() => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-lab-service-'));
  saves = createSaveStore({ dataDir, registry: games });
  lab = createLabService({ registry: games, library: createLibrary({ registry: games, dataDir }), saves, dataDir, workers: 0 });
});
afterAll(() => lab.close());

describe('the lab service', () => {
  it('Replay: a game opened at a move names its seats and its log by the bots that played them, as the report does, and replays to its snapshot', async () => {
    const start = await lab.start({ board: { library: 'bundled:airlines/north-america' }, games: 3, players: 3, seed: 5, bots: ['majority', 'network', 'speculator'] });
    if (!start.ok) throw new Error(start.message);
    const p = await settled(start.id);
    expect(p.status).toBe('done');
    const report = (await lab.store.load(p.report!)) as LabReport;
    // Game 1: seat 1 network builder, seat 2 speculator, seat 3 majority hunter (the bots rotate).
    const r = await lab.replay(report.id, 'a', 1, 40);
    if (!r.ok) throw new Error(r.message);
    const loaded = await saves.load(r.save);
    if (!loaded.ok) throw new Error(reasonText(loaded.reason));
    expect(loaded.matches).toBe(true);
    const { save } = loaded;
    // The names hold no words: the seat's number and the key of its bot's name, which each reader words.
    expect(save.players.map((x) => x.name)).toEqual(['{{seat:1:airlines.bot.network.name}}', '{{seat:2:airlines.bot.speculator.name}}', '{{seat:3:airlines.bot.majority.name}}']);
    const worded = (locale: Locale) => save.players.map((x, index) => word(allMessages, locale, labSeatWording({ index, name: x.name })!));
    expect(worded('en')).toEqual(['Network builder (seat 1)', 'Speculator (seat 2)', 'Majority hunter (seat 3)']);
    expect(worded('en')).toEqual(['network', 'speculator', 'majority'].map((id, i) => `${report.bots.find((b) => b.id === id)!.name} (seat ${i + 1})`));
    expect(worded('fr')).toEqual(['Bâtisseur de réseau (place 1)', 'Spéculateur (place 2)', 'Chasseur de majorités (place 3)']);
    expect(worded('de')).toEqual(['Netzbauer (Platz 1)', 'Spekulant (Platz 2)', 'Mehrheitsjäger (Platz 3)']);
    // The save's name and its table's title hold no words either: each reader words them.
    expect(save.name).toBe(`{{lab-save:${report.settings.seed + 1}:40:North America}}`);
    expect(save.table.title).toBe(`{{lab-table:${report.settings.seed + 1}:North America}}`);
    expect(word(allMessages, 'en', labNameWording(save.name)!)).toBe(`Lab: North America, seed ${report.settings.seed + 1}, move 40`);
    expect(word(allMessages, 'de', labNameWording(save.table.title)!)).toBe(`Laborpartie: North America, Seed ${report.settings.seed + 1}`);
    // Set up with name tokens, like every table: no names of the lab's own ("Player 1") in it.
    expect(save.setupNames).toBeUndefined();
    // The same moves as the game the report counted (the names do not change how it is played).
    expect(save.moves.map((m) => ({ player: m.player, move: m.move }))).toEqual(playRunGame(runContext(specOf(report.settings, report.board)), 1, 40).log);
    // The log as the table shows it: the game's texts with the seats' names put in.
    const def = games.get(report.settings.game)!;
    let state = def.setup({ board: report.board, players: save.players.map((x) => ({ id: x.id, name: `{{${x.id}}}` })), options: report.settings.options, seed: save.seed });
    const texts: string[] = [];
    for (const m of save.moves) {
      const res = def.apply(state, m.player, m.move);
      if (!res.ok) throw new Error(res.error.message);
      for (const e of res.events as GameEvent[]) if (e.text) texts.push(fillNames(e.text, save.players.map((x, i) => ({ playerId: x.id, name: worded('en')[i]! }))));
      state = res.state;
    }
    const log = texts.join('\n');
    expect(log).toMatch(/Network builder \(seat 1\)/);
    expect(log).toMatch(/Speculator \(seat 2\)/);
    expect(log).not.toMatch(/Player \d|\{\{p\d\}\}/);
  });

  it('Cancel: a run cancelled part way keeps the report of the games it played, named in the progress, with the games played in its settings', async () => {
    const start = await lab.start({ board: { library: 'bundled:airlines/north-america' }, games: 3000, players: 4, seed: 1 });
    if (!start.ok) throw new Error(start.message);
    while (lab.progress(start.id)!.done < 5) await new Promise((res) => setTimeout(res, 20));
    expect(lab.cancel(start.id)).toBe(true);
    const p = await settled(start.id);
    expect(p.status).toBe('cancelled');
    expect(p.report).toBeDefined();
    const report = (await lab.store.load(p.report!)) as LabReport;
    expect(report.settings.games).toBe(p.done);
    expect(report.settings.games).toBeGreaterThanOrEqual(5);
    expect(report.settings.games).toBeLessThan(3000);
    expect(report.cancelled?.asked).toBe(3000);
    expect(report.length.moves.n).toBe(p.done);
    const listed = (await lab.store.list()).find((x) => x.id === report.id);
    expect(listed).toMatchObject({ games: p.done, cancelled: { asked: 3000 } });
  });

  it('Restricted play and auto-balance run like reports (progress, a result once done); a comparison, no board to try or a player count the game cannot seat is refused', async () => {
    const board = { library: 'bundled:airlines/north-america' };
    const r = await lab.start({ board, games: 4, players: 4, seed: 1, restrict: { kind: 'airline', id: 'SCA' } });
    if (!r.ok) throw new Error(r.message);
    const rp = await settled(r.id);
    expect(rp).toMatchObject({ status: 'done', task: 'restrict', done: 8, total: 8 });
    expect(rp.restricted!.element).toEqual({ kind: 'airline', id: 'SCA', name: 'Sun Coast Airlines (SCA)' });
    expect(rp.restricted!.basis.games).toBe(4);
    expect(rp.report).toBeUndefined();

    const b = await lab.start({ board, games: 4, players: 4, seed: 1, balance: { candidates: 1, fields: ['routes'] } });
    if (!b.ok) throw new Error(b.message);
    const bp = await settled(b.id);
    // At most: the board and one more at one count, then the verifying A/B (2 boards).
    expect(bp).toMatchObject({ status: 'done', task: 'balance', total: 16 });
    expect(bp.balance).toMatchObject({ stopped: 'done', aims: { seatWithin: 0.03, players: [4], decisive: true, targetTurns: null } });
    expect(bp.balance!.candidates).toHaveLength(2);
    expect(bp.balance!.candidates[1]!.edits).toMatchObject([{ field: expect.stringMatching(/^routes\[\d+\]\./) }]);
    expect(bp.done).toBe(bp.balance!.played);

    expect(await lab.start({ board, compare: board, games: 4, balance: { candidates: 1 } })).toEqual({ ok: false, status: 422, key: 'host.lab.oneBoard', message: 'An auto-balance or restricted play is of one board, and one of them at a time.' });
    expect(await lab.start({ board, games: 4, balance: { candidates: 0 } })).toEqual({ ok: false, status: 422, key: 'host.lab.candidates', params: { max: 50 }, message: 'An auto-balance tries 1 to 50 boards.' });
    expect(await lab.start({ board, games: 4, balance: { candidates: 2, aims: { players: [7] } } })).toMatchObject({ ok: false, status: 422, key: 'host.refuse.players', message: expect.stringMatching(/^Airlines is for \d to \d players, not 7\.$/) });
  });
  it('An A/B of two bot mixes (compareBots): B is the same board played by other bots on the same seeds; the comparison says so and offers no board edit for what the bots change; an unknown bot is refused', async () => {
    const board = { library: 'bundled:airlines/north-america' };
    const start = await lab.start({ board, games: 30, players: 2, seed: 1, bots: ['majority', 'network'], compareBots: ['random'] });
    if (!start.ok) throw new Error(start.message);
    const p = await settled(start.id);
    expect(p).toMatchObject({ status: 'done', total: 60 });
    const doc = (await lab.store.load(p.report!)) as LabComparison;
    expect(doc.kind).toBe('lab-comparison');
    expect(doc.b.settings).toMatchObject({ bots: ['random'], seed: 1, games: 30, players: 2, board: { hash: doc.a.settings.board.hash } });
    expect(doc.a.settings.bots).toEqual(['majority', 'network']);
    expect(doc.summaryWords![0]).toEqual({ key: 'labr.cmp.mixes' });
    // Random play against the heuristics changes what is taken and who wins: findings, but none an edit of the board.
    expect(doc.findings.length + doc.unconfirmed.length).toBeGreaterThan(0);
    expect([...doc.findings, ...doc.unconfirmed].map((f) => f.suggestion)).toEqual([...doc.findings, ...doc.unconfirmed].map(() => null));

    expect(await lab.start({ board, games: 4, compareBots: ['nobody'] })).toMatchObject({ ok: false, status: 422, key: 'host.lab.compareBots', message: expect.stringMatching(/^The bots to compare with: .*nobody/) });
  });
});
