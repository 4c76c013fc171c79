/**
 * What a client does with what the host sends (core/wire-words.ts): words a log entry, a refusal
 * or an outcome in its own person's language from the catalogues, by key; a thing without a key
 * (an old test game, a reason the host has only in English) shows the English it came with.
 * Names are still tokens (`{{p1}}`) here: the screen fills them in afterwards (`fillNames`).
 */
import type { Catalogues } from '../games/core/messages.js';
import type { Locale } from '../games/core/locales.js';
import type { LogEntry } from './protocol.js';
import { isWording, word, type Wording } from '../games/core/wording.js';
import { wordProblem } from '../games/core/board-problem.js';

/** A log entry in words. */
export function wordLogEntry(catalogues: Catalogues, locale: Locale, e: LogEntry): string {
  return typeof e.key === 'string' ? word(catalogues, locale, isWording(e) ? e : { key: e.key }) : (e.text ?? '');
}

/** A refusal (a `moveRejected` error, an `error` frame, a game's `GameError`) in words. */
export function wordRefusal(catalogues: Catalogues, locale: Locale, e: { code?: string; key?: string; params?: unknown; message?: string }): string {
  const boardProblem = e.code === 'board-problems';
  if (typeof e.key === 'string' && isWording(e)) return word(catalogues, locale, boardProblem ? withProblemWorded(catalogues, locale, e) : e);
  return e.message ?? e.code ?? '';
}

/**
 * A board that cannot be played yet (main/host/hub-tables.ts): its first problem comes by key and
 * params as the `problem` param, worded here as the board lists word a problem (`wordProblem`:
 * a sentence of its own, first letter up). An older host sent the problem's English as `message`.
 */
function withProblemWorded(catalogues: Catalogues, locale: Locale, e: Wording): Wording {
  const params = e.params ?? {};
  const problem: unknown = Object.hasOwn(params, 'problem') ? params.problem : Object.hasOwn(params, 'message') ? params.message : '';
  const words = isWording(problem) ? wordProblem(catalogues, locale, problem) : typeof problem === 'string' ? problem : '';
  return { key: e.key, params: { ...params, problem: words } };
}

/** An outcome's one line (`summaryWords`, else the English `summary`), or null when there is none. */
export function wordSummary(catalogues: Catalogues, locale: Locale, outcome: unknown): string | null {
  if (typeof outcome !== 'object' || outcome === null) return null;
  const o = outcome as { summary?: unknown; summaryWords?: unknown };
  if (isWording(o.summaryWords)) return word(catalogues, locale, o.summaryWords);
  return typeof o.summary === 'string' ? o.summary : null;
}

/** An outcome's standings in words (`standingsWords`, else the English `standings`), or undefined. */
export function wordStandings(catalogues: Catalogues, locale: Locale, outcome: unknown): Record<string, string> | undefined {
  if (typeof outcome !== 'object' || outcome === null) return undefined;
  const o = outcome as { standings?: unknown; standingsWords?: unknown };
  const out: Record<string, string> = {};
  if (typeof o.standingsWords === 'object' && o.standingsWords !== null) {
    for (const [id, w] of Object.entries(o.standingsWords)) if (isWording(w)) out[id] = word(catalogues, locale, w);
    return out;
  }
  if (typeof o.standings === 'object' && o.standings !== null) {
    for (const [id, t] of Object.entries(o.standings)) if (typeof t === 'string') out[id] = t;
    return out;
  }
  return undefined;
}

/**
 * A host message with its words filled in for one language, as a client shows it: an `error`'s
 * and a `moveRejected` error's `message`, and each log entry's `text` (names still tokens).
 * Changes `msg` in place and returns it. For clients that word once, on receipt (tests, tools);
 * a screen that can change language words at display time with the functions above.
 */
export function wordHostMessage<M>(catalogues: Catalogues, locale: Locale, msg: M): M {
  const m = msg as { type?: string; key?: string; message?: string; error?: { key?: string; message?: string }; log?: LogEntry[]; entries?: LogEntry[] };
  if (m.type === 'error' && typeof m.key === 'string') m.message = wordRefusal(catalogues, locale, m);
  if (m.type === 'moveRejected' && m.error && typeof m.error.key === 'string') m.error.message = wordRefusal(catalogues, locale, m.error);
  for (const e of [...(Array.isArray(m.log) ? m.log : []), ...(Array.isArray(m.entries) ? m.entries : [])]) if (typeof e.key === 'string') e.text = wordLogEntry(catalogues, locale, e);
  return msg;
}
