/**
 * Words written straight into a component's template, outside the catalogues: text between tags,
 * user-facing attributes (title, aria-label, placeholder, alt, a dialog's title/text/confirm) and
 * text-like string literals in bindings and {{ }} (one with a space or a capital: "Start the
 * game", not a class name or 'open'). A count per file; the ratchet test keeps converted files at
 * 0 and lets no file grow. Node only (tests).
 */
import { parse } from 'vue/compiler-sfc';

/** A page written whole in one language (`Rules.fr.vue`, i18n/pages.ts): a translation, not words left over. */
export const LANGUAGE_PAGE = /\.(en|fr|de)\.vue$/;

const WORDY_ATTRS = new Set(['title', 'aria-label', 'aria-valuetext', 'placeholder', 'alt', 'label', 'text', 'confirm', 'question']);
/** Bindings no person reads: a test id (`deck-${net}-${value}`), a key, a class, an id, a style. */
const UNREAD_BINDS = /^(data-[\w-]+|key|class|id|style|name|for|value|type)$/;
const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/;
const LETTER = /\p{L}/u;
/**
 * Text that reads the same in every language: the app's name, and symbols that are no word of a
 * language — a paper size (A4), the axes of a coordinate field (x, y), the lab's two arms (A, B:
 * every catalogue calls them so) and the statistician's z.
 */
const NAMES = new Set(['Boardwright', 'A4', 'x', 'y', 'A', 'B', 'z']);

/** A string literal's text reads as words: it has a letter and a space, or starts with a capital. */
function wordy(text: string): boolean {
  const t = text.trim();
  if (!LETTER.test(t) || KEY.test(t)) return false;
  return /\s/.test(t) || /^\p{Lu}\p{Ll}/u.test(t);
}

/** Text-like literals in an expression ('…', "…" and the fixed parts of `…`). */
function literals(expr: string): number {
  let n = 0;
  for (const m of expr.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    const body = (m[1] ?? m[2] ?? m[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
    if (wordy(body)) n++;
  }
  return n;
}

interface Node {
  type: number;
  content?: string | { content?: string };
  props?: { type: number; name: string; value?: { content: string }; arg?: { content?: string }; exp?: { content?: string } }[];
  children?: Node[];
}

/** How many pieces of user-facing text a .vue file's template holds outside the catalogues. */
export function templateTextCount(source: string): number {
  const { descriptor } = parse(source);
  const ast = descriptor.template?.ast as Node | undefined;
  if (!ast) return 0;
  let n = 0;
  const walk = (node: Node) => {
    // 2: text between tags; 5: {{ }}; 1: an element (its attributes and bindings).
    if (node.type === 2 && typeof node.content === 'string' && LETTER.test(node.content) && !NAMES.has(node.content.trim())) n++;
    if (node.type === 5 && typeof node.content === 'object') n += literals(node.content.content ?? '');
    for (const p of node.props ?? []) {
      if (p.type === 6 && WORDY_ATTRS.has(p.name) && p.value && LETTER.test(p.value.content)) n++;
      if (p.type === 7 && p.name === 'bind' && p.exp?.content && !UNREAD_BINDS.test(p.arg?.content ?? '')) n += literals(p.exp.content);
    }
    for (const c of node.children ?? []) walk(c);
  };
  walk(ast);
  return n;
}
