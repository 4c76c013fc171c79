/**
 * Which elements an A/B's edit touched: the board B against board A, field by field. A
 * comparison plays both boards on the same seeds, so every real difference between its runs
 * follows from these edits; a finding about an edited element is the cause the others follow from
 * (compare-findings.ts ranks it first). Read from the boards alone, for every game alike: a
 * difference belongs to the nearest enclosing object with a string `id` inside a list (an airline,
 * a region, a terminal), and that id names the element of the kind that has an item with it. A
 * difference outside any such object (a count at the board's top, a bag of tiles) names none.
 */

/** An element's key: its kind and its id. */
export const elementKey = (kind: string, id: string): string => `${kind}\u0000${id}`;

/** Where a difference lies: its element's list and id, and the element's own field on B (`airlines[4].stockCards`). */
type Owner = { list: string; id: string; field: string | null } | null;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const idOf = (x: unknown): string | null => (isObject(x) && typeof x['id'] === 'string' ? x['id'] : null);
/** A path step as formats/board-field.ts reads it; null for a key it would not follow. */
const step = (path: string, key: string): string | null => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) && !['__proto__', 'prototype', 'constructor'].includes(key) ? (path ? `${path}.${key}` : key) : null);

/**
 * Every place where the two values differ, as the enclosing element (its list, id and the field
 * of it that differs). Lists of objects with ids are matched by id (an element added or moved
 * changes only itself); other lists by place. `path` is B's path here (null past a step
 * board-field.ts would not follow); `depth` bounds the walk (a board is data from outside).
 */
function differences(a: unknown, b: unknown, list: string, path: string | null, owner: Owner, out: Owner[], depth: number): void {
  if (Object.is(a, b)) return;
  if (depth > 64) {
    out.push(owner);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const ids = (xs: unknown[]): Map<string, number> | null => {
      const m = new Map<string, number>();
      for (let i = 0; i < xs.length; i++) {
        const id = idOf(xs[i]);
        if (id === null || m.has(id)) return null;
        m.set(id, i);
      }
      return m;
    };
    const [ma, mb] = [ids(a), ids(b)];
    if (ma && mb && (ma.size > 0 || mb.size > 0)) {
      for (const [id, i] of ma) {
        const j = mb.get(id);
        const at = j !== undefined && path !== null ? `${path}[${j}]` : null;
        differences(a[i], j !== undefined ? b[j] : undefined, list, at, { list, id, field: null }, out, depth + 1);
      }
      for (const id of mb.keys()) if (!ma.has(id)) out.push({ list, id, field: null });
      return;
    }
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) differences(a[i], b[i], list, path !== null && i < b.length ? `${path}[${i}]` : null, owner, out, depth + 1);
    return;
  }
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const at = path === null ? null : step(path, k);
      // The first step inside an element is its field.
      const own = owner && owner.field === null && Object.hasOwn(b, k) ? { ...owner, field: at } : owner;
      differences(Object.hasOwn(a, k) ? a[k] : undefined, Object.hasOwn(b, k) ? b[k] : undefined, k, at, own, out, depth + 1);
    }
    return;
  }
  out.push(owner);
}

/**
 * The edited elements of B (keys by `elementKey`), each with its edited fields on B (paths as a
 * suggestion names them; none when the element was added). An id held by items of more than one
 * kind goes to the kinds the list's name names (a plural list name → its singular kind, `tileTypes` → `tile`);
 * failing that, to every kind that holds it.
 */
export function editedElements(boardA: unknown, boardB: unknown, kinds: readonly { kind: string; items: readonly { id: string }[] }[]): Map<string, string[]> {
  const owners: Owner[] = [];
  differences(boardA, boardB, '', '', null, owners, 0);
  const out = new Map<string, string[]>();
  for (const o of owners) {
    if (!o) continue;
    const holding = kinds.filter((k) => k.items.some((it) => it.id === o.id)).map((k) => k.kind);
    const named = holding.filter((k) => o.list.toLowerCase().includes(k.toLowerCase()));
    for (const k of named.length ? named : holding) {
      const key = elementKey(k, o.id);
      const fields = out.get(key) ?? [];
      if (o.field !== null && !fields.includes(o.field)) fields.push(o.field);
      out.set(key, fields);
    }
  }
  return out;
}
