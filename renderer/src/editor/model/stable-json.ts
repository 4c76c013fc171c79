/**
 * Board files are written so they diff well: keys always in the same order (the order a mode
 * gives for each kind of object, unknown keys after them alphabetically), the header and the
 * top-level lists one item per line, and each element on one line of its own.
 *
 *   {
 *     "game": "airlines",
 *     "cities": [
 *       {"id": "DEN", "name": "Denver", "x": 538.5, "y": 396.7},
 *       …
 *     ],
 *   }
 */

/** Key order per object: `root` for the top level, then one list per top-level key. */
export interface KeyOrder {
  root: readonly string[];
  /** For the objects inside a top-level key (a list's items, or a single object). */
  [topLevelKey: string]: readonly string[];
}

export function orderedKeys(obj: Record<string, unknown>, order: readonly string[] | undefined): string[] {
  const present = Object.keys(obj).filter((k) => obj[k] !== undefined);
  const known = (order ?? []).filter((k) => present.includes(k));
  const rest = present.filter((k) => !known.includes(k)).sort();
  return [...known, ...rest];
}

/** One value on one line, with ", " and ": " between items (as the bundled boards are written). */
export function inline(value: unknown, order?: readonly string[]): string {
  if (Array.isArray(value)) return `[${value.map((v) => inline(v)).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    const keys = orderedKeys(obj, order);
    return `{${keys.map((k) => `${JSON.stringify(k)}: ${inline(obj[k])}`).join(', ')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function stableStringify(board: unknown, order: KeyOrder): string {
  if (board === null || typeof board !== 'object' || Array.isArray(board)) return `${inline(board)}\n`;
  const obj = board as Record<string, unknown>;
  const lines = orderedKeys(obj, order.root).map((key) => {
    const value = obj[key];
    const itemOrder = order[key];
    let text: string;
    if (Array.isArray(value) && value.length > 0) {
      text = `[\n${value.map((v) => `    ${inline(v, itemOrder)}`).join(',\n')}\n  ]`;
    } else {
      text = inline(value, itemOrder);
    }
    return `  ${JSON.stringify(key)}: ${text}`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}
