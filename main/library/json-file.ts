/**
 * Reading and writing the JSON files a user owns (boards, saves): parse errors come back with a
 * line and column a person can find in an editor, and writes are atomic so a crash never leaves
 * half a file behind.
 */
import { promises as fs } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { MAX_JSON_DEPTH } from '../../formats/protocol.js';
import { hostEnglish } from '../../games/core/host-messages.js';
import type { Wording, WordParams, WordValue } from '../../games/core/wording.js';

/** A failure has its reason by key (`words`, what the host sends) and in English (`message`, for the console and the CLI). */
export type JsonParse = { ok: true; value: unknown } | { ok: false; message: string; words: Wording; line?: number; column?: number };

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * The offset where `text` opens its `limit + 1`-th nested array or object, or null when it
 * never nests that deep. A linear scan (strings skipped), run before JSON.parse: a value nested
 * 200,000 levels deep parses, but every recursive walk over it afterwards (a schema, a copy, a
 * comparison) would overflow the stack.
 */
export function tooDeepAt(text: string, limit = MAX_JSON_DEPTH): number | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return i;
    } else if (c === 125 || c === 93) depth--;
  }
  return null;
}

/** JSON.parse that never throws and says where a syntax error is, or where it nests too deep. */
/** `what` names the text in the reason: a file (default) or a board sent to the host. */
export function parseJson(text: string, maxDepth = MAX_JSON_DEPTH, what: 'file' | 'board' = 'file'): JsonParse {
  const failed = (key: string, params: WordParams, where?: { line: number; column: number }): JsonParse => {
    const words: Wording = { key, params: { what, ...params } };
    return { ok: false, message: hostEnglish(words), words, ...where };
  };
  // A byte-order mark is common in files saved by Windows editors; it is not an error.
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const deep = tooDeepAt(body, maxDepth);
  if (deep !== null) {
    const where = lineColumn(body, deep);
    return failed('host.json.tooDeep', { depth: String(maxDepth), line: String(where.line), column: String(where.column) }, where);
  }
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (err) {
    const raw = err instanceof Error ? err.message : String(err);
    const lc = /line (\d+) column (\d+)/.exec(raw);
    const pos = /position (\d+)/.exec(raw);
    let where: { line: number; column: number } | undefined;
    if (lc) where = { line: Number(lc[1]), column: Number(lc[2]) };
    else if (pos) where = lineColumn(body, Number(pos[1]));
    else {
      const at = syntaxErrorOffset(body);
      if (at !== null) where = lineColumn(body, at);
    }
    // V8 quotes a slice of the text in some messages; keep only the kind of error.
    const detail = raw
      .replace(/\s*in JSON at position \d+.*$/s, '')
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/, "[\s\S]*" is not valid JSON$/, '');
    // The engine's own words for the error, but the commonest one, which we word ourselves.
    const error: WordValue = detail === 'Unexpected end of JSON input' ? { key: 'host.json.endsEarly' } : detail.slice(0, 200);
    return where ? failed('host.json.badAt', { error, line: String(where.line), column: String(where.column) }, where) : failed('host.json.bad', { error });
  }
}

/**
 * Where a JSON text first goes wrong (a character offset), or null if it is valid. Some V8
 * messages give no position, so a small scanner finds it for the person's sake.
 */
export function syntaxErrorOffset(text: string): number | null {
  let i = 0;
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string): void => {
    if (text.startsWith(word, i)) i += word.length;
    else fail();
  };
  const string = (): void => {
    i++; // opening quote
    while (i < text.length) {
      const c = text[i]!;
      if (c === '"') {
        i++;
        return;
      }
      if (c === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 5;
        } else if (text[i] !== undefined && '"\\/bfnrt'.includes(text[i]!)) i++;
        else fail();
      } else if (c < ' ') fail();
      else i++;
    }
    fail();
  };
  const number = (): void => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m) fail();
    i += m![0].length;
  };
  const value = (depth: number): void => {
    if (depth > 2000) fail();
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value(depth + 1);
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') {
          i++;
          return;
        } else fail();
      }
    } else if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value(depth + 1);
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') {
          i++;
          return;
        } else fail();
      }
    } else if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else number();
  };
  try {
    value(0);
    ws();
    return i < text.length ? i : null;
  } catch (at) {
    return typeof at === 'number' ? at : 0;
  }
}

/** Writes to a temporary file in the same folder, flushes it, then renames it over `path`. */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  await fs.mkdir(dirname(path), { recursive: true });
  const tmp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await fs.open(tmp, 'w');
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(tmp, path);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

/** JSON as people and diffs like it: two-space indent and a final newline. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}
