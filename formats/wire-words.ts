/**
 * The host sends codes and parameters, never sentences (core/wording.ts): what it strips from a
 * log entry, an outcome and a refusal before they go on the wire. A thing said by key loses its
 * English (`text`, `message`, `summary`, `standings`): each client words the key in its own
 * language. A thing with no key yet (an old test game, a reason only the host's code knows in
 * English) keeps its English, the only words there are.
 */
import type { LogEntry, WireError } from './protocol.js';
export type { WireError } from './protocol.js';
import type { Outcome } from '../games/core/types.js';
import { plainParams, wordingOf, type Wording, type WordParams } from '../games/core/wording.js';

/** A log entry as it goes on the wire: its key and params, or (no key) its English text. */
export function wireLogEntry(e: LogEntry): LogEntry {
  const out: LogEntry = { stateNo: e.stateNo, type: e.type };
  if (e.key !== undefined) {
    out.key = e.key;
    if (e.params !== undefined) out.params = plainParams(e.params);
  } else out.text = e.text ?? '';
  if (e.player !== undefined) out.player = e.player;
  if (e.data !== undefined) out.data = e.data;
  return out;
}

/** An outcome as it goes on the wire: `summaryWords` instead of `summary`, `standingsWords` instead of `standings`. */
export function wireOutcome(o: Outcome | null): Outcome | Omit<Outcome, 'summary'> | null {
  if (o === null) return null;
  const { summary, standings, ...rest } = o;
  const out: Partial<Outcome> & Omit<Outcome, 'summary' | 'standings'> = rest;
  if (o.summaryWords === undefined) out.summary = summary;
  else out.summaryWords = wordingOf(o.summaryWords);
  if (standings !== undefined && o.standingsWords === undefined) out.standings = standings;
  if (o.standingsWords !== undefined) out.standingsWords = Object.fromEntries(Object.entries(o.standingsWords).map(([id, w]): [string, Wording] => [id, wordingOf(w)]));
  return out as Outcome;
}


export function wireError(code: string, words: { message: string; key?: string; params?: WordParams }): WireError {
  if (words.key === undefined) return { code, message: words.message };
  return words.params === undefined ? { code, key: words.key } : { code, key: words.key, params: plainParams(words.params) };
}
