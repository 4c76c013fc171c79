/**
 * The lab over the host's JSON API, on a real host: a run with progress to its report, the
 * report kept and listed, reopened with its plots and heat map, exported, replayed as a save that
 * replays exactly; cancel (the report of the games played); and the host machine only, behind the Origin check.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { CHILD_PROCESS_BUDGET_MS } from '../../fixtures/budgets.js';
import type { LabProgress, LabReport, LabReportInfo } from '../../../formats/lab-report.js';
import { wordRefusal } from '../../../formats/client-words.js';
import { allMessages } from '../../../games/messages.js';
import { startHost, type TestHost } from '../../integration/helpers.js';
import { externalReferences } from '../../integration/html-refs.js';

let th: TestHost;
let guest: TestHost;
let api: string;

beforeAll(async () => {
  // The real games and bundled boards (the lab plays them in its worker threads).
  th = await startHost({ games: undefined, bundledBoardsDir: undefined });
  guest = await startHost({ games: undefined, bundledBoardsDir: undefined, clientIsLocal: () => false });
  api = `${th.host.url}api/lab`;
});
afterAll(async () => {
  await th.host.close();
  await guest.host.close();
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(url, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });

async function finish(id: string): Promise<LabProgress[]> {
  const seen: LabProgress[] = [];
  // Polled by the clock: a run's games are the machine's to schedule (a count of polls stretched or shrank with it).
  for (const end = Date.now() + CHILD_PROCESS_BUDGET_MS; Date.now() < end; ) {
    const p = (await (await fetch(`${api}/runs/${id}`)).json()) as LabProgress;
    seen.push(p);
    if (p.status !== 'running') return seen;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the run did not end');
}

/**
 * Starts a run that this test owns: whatever becomes of the test (an assertion failed half-way, a
 * budget ran out), the run is cancelled and its end awaited when the test finishes, so the host
 * holds no run going into the next test (one run at a time: it would be refused with 409).
 */
async function startOwnRun(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const res = await post(`${api}/runs`, body, headers);
  if (res.status === 202) {
    const { id } = (await res.clone().json()) as { id: string };
    onTestFinished(async () => {
      // 409: the run had ended already (the test saw it through); else it is stopped now.
      const cancel = await post(`${api}/runs/${id}/cancel`, {});
      if (cancel.status !== 200 && cancel.status !== 409) throw new Error(`cancelling ${id} answered ${cancel.status}`);
      await finish(id);
    });
  }
  return res;
}

describe('the lab API', () => {
  it('runs a lab from a library board, reports progress, keeps the report, reopens, exports and replays it', async () => {
    const start = await startOwnRun({ board: { library: 'bundled:airlines/north-america' }, game: 'airlines', games: 24, players: 2, seed: 5, bots: ['strategist', 'network'] });
    expect(start.status).toBe(202);
    const { id } = (await start.json()) as { id: string };
    // One run at a time (this one is still starting its worker threads).
    const second = await startOwnRun({ board: { library: 'bundled:airlines/north-america' }, games: 5 });
    expect(second.status).toBe(409);
    const seen = await finish(id);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ status: 'done', done: 24, total: 24, secondsLeft: 0 });
    expect(last.gamesPerSecond).toBeGreaterThan(0);
    const reportId = last.report!;

    const list = (await (await fetch(`${api}/reports`)).json()) as LabReportInfo[];
    const info = list.find((r) => r.id === reportId)!;
    expect(info).toMatchObject({ kind: 'lab-report', game: 'airlines', boardName: 'North America', games: 24, players: 2 });
    expect(info.boardHash).toMatch(/^[0-9a-f]{64}$/);

    const got = (await (await fetch(`${api}/reports/${reportId}`)).json()) as { report: LabReport; charts: { id: string; option: unknown }[]; heat: { a: string } };
    expect(got.report.settings.seed).toBe(5);
    expect(got.charts.map((c) => c.id)).toEqual(expect.arrayContaining(['seats', 'bots', 'length', 'mix', 'elements-route']));
    expect(got.heat.a).toMatch(/^<svg /);
    expect(got.heat.a).toContain('data-route="');

    const html = await fetch(`${api}/reports/${reportId}/html`);
    expect(html.headers.get('content-disposition')).toBe(`attachment; filename="lab-${reportId}.html"`);
    expect(externalReferences(await html.text())).toEqual([]);
    const json = (await (await fetch(`${api}/reports/${reportId}/json`)).json()) as LabReport;
    expect(json.id).toBe(reportId);

    // Game 3 of the run after 40 moves: a save of it replays exactly, its seats free.
    const replay = await post(`${api}/reports/${reportId}/replay`, { game: 3, move: 40 });
    expect(replay.status).toBe(200);
    const { save } = (await replay.json()) as { save: string };
    const loaded = (await (await fetch(`${th.host.url}api/saves/${save}`)).json()) as { save: { seed: number; moves: unknown[]; players: { kind: string; name: string }[] }; matches: boolean };
    expect(loaded.matches).toBe(true);
    expect(loaded.save.seed).toBe(8);
    expect(loaded.save.moves).toHaveLength(40);
    expect(loaded.save.players.map((p) => p.kind)).toEqual(['open', 'open']);
    expect(loaded.save.players[0]!.name).toMatch(/^\{\{seat:1:airlines\.bot\.[a-z]+\.name\}\}$/);
    expect((await post(`${api}/reports/${reportId}/replay`, { game: 99, move: 1 })).status).toBe(422);

    expect((await fetch(`${api}/reports/${reportId}`, { method: 'DELETE' })).status).toBe(200);
    const gone = await fetch(`${api}/reports/${reportId}`);
    expect(gone.status).toBe(404);
    // A code and a key, no sentence; a French client words it from the host's catalogue.
    const body = (await gone.json()) as { code: string; key: string };
    expect(body).toEqual({ code: 'no-report', key: 'host.http.noReport' });
    expect(wordRefusal(allMessages, 'fr', body)).toBe('Ce rapport n’existe pas.');
  });

  it('runs the editor\'s unsaved draft inline, and cancels a run part way: status cancelled, with the report of the games played', async () => {
    const board = JSON.parse(await (await fetch(`${th.host.url}api/boards/bundled:linie1/classic`)).text()) as { raw: unknown };
    const start = await startOwnRun({ board: { inline: board.raw, name: 'My draft' }, games: 5000, players: 3 });
    expect(start.status).toBe(202);
    const { id } = (await start.json()) as { id: string };
    for (const end = Date.now() + CHILD_PROCESS_BUDGET_MS; Date.now() < end; ) {
      const p = (await (await fetch(`${api}/runs/${id}`)).json()) as LabProgress;
      if (p.done > 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await post(`${api}/runs/${id}/cancel`, {})).status).toBe(200);
    const last = (await finish(id)).at(-1)!;
    expect(last.status).toBe('cancelled');
    expect(last.done).toBeGreaterThan(0);
    expect(last.done).toBeLessThan(5000);
    const { report } = (await (await fetch(`${api}/reports/${last.report!}`)).json()) as { report: LabReport };
    expect(report.settings.games).toBe(last.done);
    expect(report.settings.board.name).toBe('My draft');
    expect(report.cancelled?.asked).toBe(5000);
    expect((await post(`${api}/runs/${id}/cancel`, {})).status).toBe(409);
  });

  it('refuses bad requests with the reason, other machines, and pages from elsewhere', async () => {
    // (Each through startOwnRun: a run wrongly started would be stopped with the test.)
    const bad = await startOwnRun({ board: { library: 'bundled:airlines/north-america' }, players: 12 });
    expect(bad.status).toBe(422);
    // The host sends the refusal's key and numbers; each page words them in its own language.
    expect(await bad.json()).toEqual({ code: 'lab-refused', key: 'host.refuse.players', params: { game: 'Airlines', minPlayers: 2, maxPlayers: 6, length: 12 } });
    expect((await startOwnRun({ board: { path: '/etc/passwd' } })).status).toBe(400);
    expect((await startOwnRun({ board: { library: 'bundled:airlines/north-america' } }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await fetch(`${guest.host.url}api/lab/reports`)).status).toBe(403);
    expect((await fetch(`${api}/reports/..%2F..%2Fetc`)).status).toBe(404);
  });
});
