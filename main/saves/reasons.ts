/**
 * Why a save, a journal line or a file cannot be read, by key (games/core/store-messages.ts):
 * the host sends the key and params and each client words them in its own language; the
 * console and the CLI read the English (`hostEnglish`). Params are plain (no English inside).
 */
import type { z } from 'zod';
import { errorWords } from '../../games/core/host-messages.js';
import { issueWording, valueAt } from '../../games/core/issue-words.js';
import { allMessages } from '../../games/messages.js';
import { list, plainParams, word, type Wording, type WordParams, type WordValue } from '../../games/core/wording.js';

/** A reason by key: what the saves and the library say instead of a sentence. */
export type Reason = Wording;

export function reason(key: string, params?: WordParams): Reason {
  return params === undefined ? { key } : { key, params: plainParams(params) };
}

/** Custom issues of the save format say which of their own keys words them (`params.key`). */
const OWN_ISSUE = /^host\.save\.issue\.[A-Za-z]+$/;

/** One zod issue of a save or a journal line as a phrase about its field: "moves.3.player: not one of the save's players". */
function issuePhrase(issue: z.core.$ZodIssue, root: unknown, whole: Wording): WordValue {
  const params = (issue as { params?: Record<string, unknown> }).params;
  if (issue.code === 'custom' && typeof params?.key === 'string' && OWN_ISSUE.test(params.key)) {
    const { key, ...rest } = params;
    const out: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(rest)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
    return reason(key, out);
  }
  if (issue.code === 'too_big') {
    // A save's own bounds (format.ts `most`): "81 characters; a save holds at most 80".
    const path = issue.path as PropertyKey[];
    const { value } = valueAt(root, path);
    const last = path[path.length - 1];
    const unit = issue.origin === 'string' ? 'characters' : issue.origin === 'array' && typeof last === 'string' && Object.hasOwn(UNITS, last) ? UNITS[last]! : null;
    if (unit !== null && (typeof value === 'string' || Array.isArray(value))) return reason('host.save.issue.most', { unit, n: value.length, max: Number(issue.maximum) });
  }
  return issueWording(issue, root, undefined, whole);
}

/** What the save's bounded lists count, by their key (the `unit` select of `host.save.issue.most`). */
const UNITS: Readonly<Record<string, string>> = { moves: 'moves', undos: 'takeBacks', players: 'players', setupNames: 'names', ownerHashes: 'ownerHashes' };

/** The first three issues of a save's schema, "path: problem; …" (the whole file when there is no path). */
export function saveIssues(error: z.ZodError, root: unknown): WordValue {
  const whole: Wording = { key: 'host.save.theFile' };
  return list(
    error.issues.slice(0, 3).map((i) => reason('host.save.issue', { path: i.path.length ? i.path.join('.') : whole, problem: issuePhrase(i, root, whole) })),
    'semicolon',
  );
}

/** The first issue of a journal line, as a phrase about its field, after its path when it has one ("r: 500 characters; …"). */
export function entryIssue(error: z.ZodError, root: unknown): WordValue {
  const whole: Wording = { key: 'host.journal.entry' };
  const issue = error.issues[0];
  if (!issue) return { key: 'board.issue.invalid', params: { field: whole } };
  const problem = issuePhrase(issue, root, whole);
  return issue.path.length ? reason('host.save.issue', { path: issue.path.join('.'), problem }) : problem;
}

/**
 * What an exception says, as a param: its wording when it was said by key (a game's `SetupError`,
 * as the host's `errorWords` reads it), else its message alone, without the error's name: a save's
 * reason quotes the file system's or the game's own words ("ENOENT: …", "Unexpected token …").
 */
export function thrownWords(err: unknown): WordValue {
  if (typeof err === 'object' && err !== null && typeof (err as { key?: unknown }).key === 'string') return errorWords(err);
  const message = typeof err === 'object' && err !== null && typeof (err as { message?: unknown }).message === 'string' ? (err as { message: string }).message : String(err);
  return message.slice(0, 400);
}

/** A reason in English, for the console, the CLI and tests (a game's refusal inside it worded from the game's catalogue). */
export function reasonText(r: Reason): string {
  return word(allMessages, 'en', r);
}
