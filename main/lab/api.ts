/**
 * The lab's part of the host's JSON API, under /api/lab (main/host/api.ts hands these requests
 * over after its Host and Origin checks). All of it is for the host machine only, like saves:
 * runs use the host's cores and reports are the host's files.
 *
 *   POST   /api/lab/runs                   start: { board, compare?, game?, players, games, seed, bots, options }
 *                                          or an auto-balance ({ …, balance: { candidates, fields?, aims? } })
 *                                          or restricted play ({ …, restrict: { kind, id? } }) of the board;
 *                                          secondMix: true re-checks a report with a second bot mix;
 *                                          compareBots: [...] plays B with other bots (an A/B of two mixes)
 *   GET    /api/lab/runs/<run>             progress (LabProgress; an auto-balance's or restricted play's result once done)
 *   POST   /api/lab/runs/<run>/cancel
 *   GET    /api/lab/reports                the list, newest first
 *   GET    /api/lab/reports/<id>           { report, charts, heat } (the plots' ECharts options, the heat maps' SVG);
 *                                          a comparison's also the difference map (heat.diff) and deltas ranked by effect size
 *   GET    /api/lab/reports/<id>/html      the standalone HTML, as a download
 *   GET    /api/lab/reports/<id>/json      the JSON, as a download
 *   DELETE /api/lab/reports/<id>
 *   POST   /api/lab/reports/<id>/replay    { side?, game, move } → { save } (open it with resumeSave)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { MAX_BOARD_BYTES } from '../library/index.js';
import { parseJson } from '../library/json-file.js';
import { englishRefusal, refusal } from '../http/refusal.js';
import { securityHeaders } from '../http/headers.js';
import { MAX_CANDIDATES } from './auto-balance.js';
import { heatSvg } from './board-svg.js';
import { comparisonCharts, reportCharts } from './charts.js';
import { isLocale, type Locale } from '../../games/core/locales.js';
import { diffHeatSvg, elementDeltas } from './diff-heat.js';
import type { LabService } from './service.js';

export type Send = (res: ServerResponse, status: number, body: unknown) => void;
export type ReadBody = (req: IncomingMessage, limit: number) => Promise<string | null>;

const boardRef = z.union([
  z.object({ library: z.string().min(1).max(200) }).strict(),
  z.object({ inline: z.unknown(), name: z.string().max(120).optional() }).strict(),
]);

const startSchema = z
  .object({
    board: boardRef,
    compare: boardRef.optional(),
    game: z.string().max(64).optional(),
    players: z.number().int().optional(),
    games: z.number().int().optional(),
    seed: z.number().int().optional(),
    bots: z.array(z.string().max(40)).max(12).optional(),
    options: z.unknown().optional(),
    maxMoves: z.number().int().optional(),
    balance: z
      .object({
        candidates: z.number().int().min(1).max(MAX_CANDIDATES),
        fields: z.array(z.string().min(1).max(200)).min(1).max(40).optional(),
        aims: z
          .object({ seatWithin: z.number().min(0).max(0.5).optional(), players: z.array(z.number().int()).min(1).max(4).optional(), decisive: z.boolean().optional(), targetTurns: z.number().positive().max(10_000).nullable().optional() })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    restrict: z.object({ kind: z.string().min(1).max(40), id: z.string().min(1).max(200).optional() }).strict().optional(),
    secondMix: z.boolean().optional(),
    compareBots: z.array(z.string().max(40)).min(1).max(12).optional(),
  })
  .strict();

/** The per-element changes sent beside the difference map: the largest by effect size. */
const MAX_DELTAS = 40;

const replaySchema = z.object({ side: z.enum(['a', 'b']).optional(), game: z.number().int(), move: z.number().int() }).strict();

function download(res: ServerResponse, type: string, name: string, text: string): void {
  res.writeHead(200, { ...securityHeaders(), 'Content-Type': `${type}; charset=utf-8`, 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store' });
  res.end(text);
}

export async function handleLabApi(lab: LabService | undefined, req: IncomingMessage, res: ServerResponse, rest: string[], local: boolean, send: Send, readBody: ReadBody): Promise<void> {
  const method = req.method ?? 'GET';
  if (!local) return send(res, 403, refusal('host-only', 'host.http.labHostOnly'));
  if (!lab) return send(res, 501, refusal('no-lab', 'host.http.noLab'));
  const [what, id, action, ...more] = rest;
  // The charts and the HTML export are worded in the language asked for (`?lang=fr`), else English.
  const asked = new URL(req.url ?? '/', 'http://host').searchParams.get('lang');
  const lang: Locale = isLocale(asked) ? asked : 'en';
  if (more.length > 0) return send(res, 404, refusal('no-api', 'host.http.noLabApi'));

  if (what === 'runs') {
    if (method === 'POST' && id === undefined) {
      const body = await readBody(req, 2 * MAX_BOARD_BYTES + 64 * 1024);
      if (body === null) return send(res, 413, refusal('too-large', 'host.http.labTooLarge', { mb: MAX_BOARD_BYTES / 1024 / 1024 }));
      const parsed = parseJson(body);
      if (!parsed.ok) return send(res, 400, englishRefusal('bad-json', parsed.message.replace(/^The file/, 'The request')));
      const ask = startSchema.safeParse(parsed.value);
      if (!ask.success) return send(res, 400, refusal('bad-request', 'host.http.notALabRequest', { path: ask.error.issues[0]?.path.join('.') ?? '', detail: ask.error.issues[0]?.message ?? '' }));
      const r = await lab.start(ask.data as Parameters<LabService['start']>[0]);
      return r.ok ? send(res, 202, { id: r.id }) : send(res, r.status, refusal('lab-refused', r.key, r.params));
    }
    if (method === 'GET' && id !== undefined && action === undefined) {
      const p = lab.progress(id);
      return p ? send(res, 200, p) : send(res, 404, refusal('no-run', 'host.http.noRun'));
    }
    if (method === 'POST' && id !== undefined && action === 'cancel') {
      return lab.cancel(id) ? send(res, 200, { ok: true }) : send(res, 409, refusal('not-running', 'host.http.runNotGoing'));
    }
  }

  if (what === 'reports') {
    if (method === 'GET' && id === undefined) return send(res, 200, await lab.store.list());
    if (id === undefined) return send(res, 404, refusal('no-api', 'host.http.noLabApi'));
    if (method === 'GET' && action === undefined) {
      const doc = await lab.store.load(id);
      if (!doc) return send(res, 404, refusal('no-report', 'host.http.noReport'));
      if (doc.kind === 'lab-report') {
        return send(res, 200, { report: doc, charts: reportCharts(doc, lang), heat: { a: heatSvg(doc.settings.game, doc.board, doc.elements, lang) } });
      }
      const deltas = elementDeltas(doc.a, doc.b);
      return send(res, 200, {
        report: doc,
        charts: comparisonCharts(doc, lang),
        heat: { a: heatSvg(doc.a.settings.game, doc.a.board, doc.a.elements, lang), b: heatSvg(doc.b.settings.game, doc.b.board, doc.b.elements, lang), diff: diffHeatSvg(doc.a, doc.b, deltas, lang) },
        deltas: deltas.slice(0, MAX_DELTAS),
      });
    }
    if (method === 'GET' && (action === 'html' || action === 'json')) {
      const doc = await lab.store.load(id);
      if (!doc) return send(res, 404, refusal('no-report', 'host.http.noReport'));
      if (action === 'json') return download(res, 'application/json', `lab-${id}.json`, JSON.stringify(doc, null, 1));
      // The standalone page draws its charts with ECharts, whose import costs about a second of
      // CPU: loaded on the first download, not with every host that starts.
      const { comparisonHtml, reportHtml } = await import('./html.js');
      return download(res, 'text/html', `lab-${id}.html`, doc.kind === 'lab-report' ? reportHtml(doc, lang) : comparisonHtml(doc, lang));
    }
    if (method === 'DELETE' && action === undefined) {
      return (await lab.store.remove(id)) ? send(res, 200, { ok: true }) : send(res, 404, refusal('no-report', 'host.http.noReport'));
    }
    if (method === 'POST' && action === 'replay') {
      const body = await readBody(req, 4096);
      const parsed = parseJson(body ?? '');
      const ask = parsed.ok ? replaySchema.safeParse(parsed.value) : null;
      if (!ask?.success) return send(res, 400, refusal('bad-request', 'host.http.sendReplay'));
      const r = await lab.replay(id, ask.data.side ?? 'a', ask.data.game, ask.data.move);
      return r.ok ? send(res, 200, { save: r.save }) : send(res, r.status, refusal('lab-refused', r.key, r.params));
    }
  }
  return send(res, 404, refusal('no-api', 'host.http.noApi', { method, path: ['/api/lab', ...rest].join('/') }));
}
