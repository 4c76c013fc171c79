/**
 * A stable string for a move, so a search can recognise "the same move" in two different
 * determinizations of a state: the move's JSON with every object's keys sorted (two games'
 * legal-move lists may build equal moves with their keys in a different order).
 *
 * The search keys every legal move at every tree step (Linie 1 offers 500–900), so this is on
 * its hot path: written out by hand, it took about a tenth of an Expert decision's CPU through
 * `JSON.stringify` with a sorting replacer. Plain data (what moves are) is written directly;
 * anything else (a `toJSON`, a bigint) goes through the replacer, and the two agree on plain
 * data character for character (move-key.test.ts).
 */
export function moveKey(move: unknown): string {
  const out = plain(move);
  return out ?? sortedJson(move);
}

/** JSON with sorted keys through `JSON.stringify` (the reference, and the fallback). */
export function sortedJson(move: unknown): string {
  return JSON.stringify(move, (_key, value: unknown) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) Object.defineProperty(sorted, k, { value: (value as Record<string, unknown>)[k], enumerable: true });
    return sorted;
  });
}

/** Skipped in an object, `null` in an array: what JSON does with these. */
const skipped = (v: unknown): boolean => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/** An array index as a property key ("0", "17"; not "07" or "-1"). */
const isIndex = (k: string): boolean => k.charCodeAt(0) >= 48 && k.charCodeAt(0) <= 57 && /^(?:0|[1-9]\d{0,9})$/.test(k) && Number(k) < 4294967295;

/**
 * Sorted keys in the order the reference's rebuilt object lists them: an object lists its
 * array-index keys first, in numeric order ("2" before "10"), then the rest as inserted.
 */
function jsonKeyOrder(sorted: string[]): string[] {
  if (!sorted.some(isIndex)) return sorted;
  const index = sorted.filter(isIndex).sort((a, b) => Number(a) - Number(b));
  return [...index, ...sorted.filter((k) => !isIndex(k))];
}

/** `value` as sorted-key JSON, or undefined when it is not plain data (the caller falls back). */
function plain(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return undefined;
      if (Array.isArray(value)) {
        let s = '[';
        for (let i = 0; i < value.length; i++) {
          const v: unknown = value[i];
          const part = skipped(v) ? 'null' : plain(v);
          if (part === undefined) return undefined;
          s += (i > 0 ? ',' : '') + part;
        }
        return s + ']';
      }
      const keys = jsonKeyOrder(Object.keys(value).sort());
      let s = '{';
      let first = true;
      for (const k of keys) {
        const v = (value as Record<string, unknown>)[k];
        if (skipped(v)) continue;
        const part = plain(v);
        if (part === undefined) return undefined;
        s += (first ? '' : ',') + JSON.stringify(k) + ':' + part;
        first = false;
      }
      return s + '}';
    }
    default:
      return undefined;
  }
}
