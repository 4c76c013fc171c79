/**
 * The pseudo-locale, for layout tests only: English made longer and accented ("Save" →
 * "[Šááṽéé]"), so a screen shown in it reveals text that is cut, overlaps, or was never put
 * through the catalogues (it stays plain). About 40 % longer, like French or German, with marks
 * above the letters and brackets that show where each message starts and ends.
 *
 * Not part of the app (nothing in it imports this): a browser test serves each area's English
 * catalogue made over with `pseudoCatalogue` in place of the real one, so the app itself carries
 * no switch for it and the lobby's first paint does not grow.
 */
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MARKED = [...'áƀçðéƒĝĥíĵķļɱñöþǫŕšţüṽŵẋýžÅƁÇÐÉƑĜĤÍĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
const VOWELS = 'aeiouyAEIOUY';

/** Plain text in the pseudo-locale: every letter accented, every vowel doubled. */
export function pseudoText(text: string): string {
  let out = '';
  for (const ch of text) {
    const i = PLAIN.indexOf(ch);
    const a = i < 0 ? ch : MARKED[i]!;
    out += VOWELS.includes(ch) ? a + a : a;
  }
  return out;
}

/** The index just past the `}` that closes the `{` at `open`. */
function closing(msg: string, open: number): number {
  let depth = 0;
  for (let i = open; i < msg.length; i++) {
    if (msg[i] === '{') depth++;
    else if (msg[i] === '}' && --depth === 0) return i + 1;
  }
  return msg.length;
}

/**
 * An ICU message's text made over, its syntax kept: `{name}` and `{n, number}` as they are, the
 * branches of `{n, plural, one {…} other {…}}` and `{x, select, …}` made over in turn.
 */
function pseudoIcu(msg: string): string {
  let out = '';
  let i = 0;
  while (i < msg.length) {
    const open = msg.indexOf('{', i);
    if (open < 0) {
      out += pseudoText(msg.slice(i));
      break;
    }
    out += pseudoText(msg.slice(i, open));
    const end = closing(msg, open);
    const arg = msg.slice(open, end);
    const head = /^\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.exec(arg);
    if (!head) out += arg;
    else {
      // Selectors ("one", "=0", "other") stay; each branch's text is made over.
      let body = '';
      let j = head[0].length;
      const inner = arg.slice(0, -1);
      while (j < inner.length) {
        const b = inner.indexOf('{', j);
        if (b < 0) {
          body += inner.slice(j);
          break;
        }
        const e = closing(inner, b);
        body += inner.slice(j, b) + '{' + pseudoIcu(inner.slice(b + 1, e - 1)) + '}';
        j = e;
      }
      out += head[0] + body + '}';
    }
    i = end;
  }
  return out;
}

/** One message in the pseudo-locale, in brackets. */
export function pseudoMessage(msg: string): string {
  return `[${pseudoIcu(msg)}]`;
}

/** A whole catalogue in the pseudo-locale (the same keys). */
export function pseudoCatalogue(catalogue: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).map(([k, v]) => [k, pseudoMessage(v)]));
}
