/**
 * The fast path for the commonest message: text with `{name}` placeholders and nothing else ICU
 * gives meaning to (no plural, select, number style or quoting). Filled here without the ICU
 * parser, with the same result as intl-messageformat, which writes a bare `{n}` number as it is
 * (a number in the language's own way is `{n, number}`, an ICU message); the catalogue test
 * holds the two to the same output.
 *
 * Each text is read once (whether it is simple, and where its placeholders are) and remembered:
 * a screen words the same few messages over and over (Airlines Europe's composer words every
 * move it lists, hundreds a listing), and matching the two patterns again at each call was the
 * largest single cost of that wording in a CPU profile.
 */
export type Params = Readonly<Record<string, string | number | Date | boolean>>;

// Literal text, an apostrophe that quotes nothing (French: « l'hôte »), or a {name}.
const SIMPLE = /^(?:[^{}']|'(?![{}'#|])|\{\s*[A-Za-z_][\w]*\s*\})*$/;
const PLACEHOLDER = /\{\s*([A-Za-z_][\w]*)\s*\}/g;

/**
 * A text read once: whether it is simple, and its pieces: literal text at even places, and at odd
 * places each placeholder as [its name, how it is written].
 */
interface Read {
  simple: boolean;
  pieces: (string | readonly [string, string])[];
}
const read = new Map<string, Read>();
// Catalogues are small; a full memory is emptied rather than grown (texts from elsewhere, rare).
const READ_CAP = 5_000;

function readOf(text: string): Read {
  let r = read.get(text);
  if (r) return r;
  const pieces: Read['pieces'] = [];
  let at = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    pieces.push(text.slice(at, m.index), [m[1]!, m[0]]);
    at = m.index + m[0].length;
  }
  pieces.push(text.slice(at));
  r = { simple: SIMPLE.test(text), pieces };
  if (read.size >= READ_CAP) read.clear();
  read.set(text, r);
  return r;
}

export function isSimple(text: string): boolean {
  return readOf(text).simple;
}

/** A simple message filled; a placeholder without a value stays as it is written. */
export function fillSimple(text: string, params: Params | undefined): string {
  if (!text.includes('{')) return text;
  let out = '';
  for (const piece of readOf(text).pieces) {
    if (typeof piece === 'string') out += piece;
    else out += params && Object.hasOwn(params, piece[0]) ? String(params[piece[0]]) : piece[1];
  }
  return out;
}
