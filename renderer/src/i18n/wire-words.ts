/**
 * The host's codes and parameters in the page's language (games/core/client-words.ts): log lines,
 * refusals, board problems and the outcome, worded at display time, so a change of language re-words what is
 * on screen. Read inside a template or a `computed`, each follows the chosen language. Names are
 * still tokens (`{{p1}}`): the table fills them in after (its `text`).
 *
 * Carries every game's catalogue and the ICU formatter: import it from table screens, not from
 * the lobby's first paint (the connection store loads it only when a refusal comes by key).
 */
import { wordLogEntry, wordRefusal, wordStandings, wordSummary } from '../../../formats/client-words.js';
import type { LogEntry } from '../../../formats/protocol.js';
import { allMessages } from '../../../games/messages.js';
import { wordProblem, type WireProblem } from '../../../games/core/board-problem.js';
import { isWording, word } from '../../../games/core/wording.js';
import type { BoardProblem } from '../../../games/core/types.js';
import { useLocale } from './locale.js';

/** A log entry in the page's language. */
export function logLine(e: LogEntry): string {
  return wordLogEntry(allMessages, useLocale().value, e);
}

/** A board problem in the page's language: by its key and params, else its English message. */
export function problemText(p: WireProblem | Pick<BoardProblem, 'message' | 'key' | 'params'>): string {
  return wordProblem(allMessages, useLocale().value, p);
}

/** A refusal (`error` frame, `moveRejected` error) in the page's language. */
export function refusalText(e: { code?: string; key?: string; params?: unknown; message?: string }): string {
  return wordRefusal(allMessages, useLocale().value, e);
}

/** An outcome with its summary and standings in the page's language (the rest as sent). */
export function wordedOutcome<O extends object>(o: O): O & { summary: string; standings?: Record<string, string> } {
  const locale = useLocale().value;
  const out = { ...o, summary: wordSummary(allMessages, locale, o) ?? '' } as O & { summary: string; standings?: Record<string, string> };
  const standings = wordStandings(allMessages, locale, o);
  if (standings !== undefined) out.standings = standings;
  return out;
}

/** A wording a view carries (a note on what something costs or why not) in the page's language; not a wording: nothing. */
export function viewText(w: unknown): string {
  return isWording(w) ? word(allMessages, useLocale().value, w) : '';
}
