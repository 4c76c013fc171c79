/**
 * A keyed diff of two JSON values and its application, for sending views as what changed.
 *
 * Not a general JSON patch: objects are compared key by key, arrays index by index, and the
 * result is a flat list of operations (`DeltaOp`): set a value at a path, delete a key, cut an
 * array. The rebuilt value is the same JSON as the new one, key order included: an object whose
 * keys were added or reordered is sent whole, and an array most of whose items changed (an
 * insertion shifts every index) is sent whole too.
 *
 * `applyDelta` never changes its input: it copies only the objects on the changed paths, so
 * everything unchanged keeps its identity (cheap to compare for a screen) and a value already
 * handed to a screen is never mutated under it.
 */
import type { DeltaOp, DeltaPath } from './protocol.js';

/** The operations that turn `a` into `b` (both JSON-like values); empty when they are equal. */
export function diff(a: unknown, b: unknown): DeltaOp[] {
  const ops: DeltaOp[] = [];
  walk(a, b, [], ops);
  return ops;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Keys that JSON keeps (undefined values are dropped when serialised). */
function jsonKeys(o: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const k of Object.keys(o)) if (o[k] !== undefined) out.push(k);
  return out;
}

function walk(a: unknown, b: unknown, path: (string | number)[], ops: DeltaOp[]): void {
  if (a === b) return;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return;
    ops.push([0, path.slice(), b]);
    return;
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b)) {
      ops.push([0, path.slice(), b]);
      return;
    }
    // More new items than the limit below allows (a list of moves after an empty one): whole at once.
    if (b.length - a.length > Math.max(4, b.length >> 1)) {
      ops.push([0, path.slice(), b]);
      return;
    }
    const start = ops.length;
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) {
      if (a[i] === b[i]) continue;
      path.push(i);
      walk(a[i], b[i], path, ops);
      path.pop();
    }
    for (let i = a.length; i < b.length; i++) ops.push([0, [...path, i], b[i]]);
    if (b.length < a.length) ops.push([2, path.slice(), b.length]);
    // Most items changed (an insertion or a removal near the front): the whole list is smaller.
    if (ops.length - start > Math.max(4, b.length >> 1)) {
      ops.length = start;
      ops.push([0, path.slice(), b]);
    }
    return;
  }
  if (Array.isArray(b)) {
    ops.push([0, path.slice(), b]);
    return;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const ak0 = Object.keys(ao);
  const bk0 = Object.keys(bo);
  let sameKeys = ak0.length === bk0.length;
  for (let i = 0; sameKeys && i < ak0.length; i++) sameKeys = ak0[i] === bk0[i];
  if (sameKeys) {
    // The usual case: the same keys in the same order (no key lists to build).
    const start = ops.length;
    for (const k of bk0) {
      const x = ao[k];
      const y = bo[k];
      if (y === undefined) {
        if (x !== undefined) ops.push([1, [...path, k]]);
        continue;
      }
      if (x === undefined) {
        // A key JSON did not have comes back: only the whole object keeps its place.
        ops.length = start;
        ops.push([0, path.slice(), b]);
        return;
      }
      if (x === y) continue;
      path.push(k);
      walk(x, y, path, ops);
      path.pop();
    }
    return;
  }
  const ak = jsonKeys(ao);
  const bk = jsonKeys(bo);
  // b's keys must be a's in the same order, some perhaps removed; otherwise send b whole.
  let j = 0;
  for (const k of bk) {
    while (j < ak.length && ak[j] !== k) j++;
    if (j === ak.length) {
      ops.push([0, path.slice(), b]);
      return;
    }
    j++;
  }
  for (const k of ak) {
    if (bo[k] === undefined) ops.push([1, [...path, k]]);
  }
  for (const k of bk) {
    path.push(k);
    walk(ao[k], bo[k], path, ops);
    path.pop();
  }
}

export class DeltaError extends Error {}

function copyOf(v: object): Record<string | number, unknown> {
  return (Array.isArray(v) ? v.slice() : { ...v }) as Record<string | number, unknown>;
}

function setOwn(node: Record<string | number, unknown>, key: string | number, value: unknown): void {
  // A key named "__proto__" is data here: define it, never assign it (that would set the prototype).
  if (key === '__proto__') Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
  else node[key] = value;
}

/**
 * `root` with `ops` applied, copying only what changes. Throws `DeltaError` when an operation
 * does not fit the value (a path that is not there): the caller then asks for the whole value.
 */
export function applyDelta<T>(root: T, ops: readonly DeltaOp[]): T {
  const fresh = new Set<object>();
  let out: unknown = root;
  for (const op of ops) {
    const path: DeltaPath = op[1];
    if (!Array.isArray(path)) throw new DeltaError('An operation has no path.');
    if (path.length === 0) {
      if (op[0] === 0) out = op[2];
      else if (op[0] === 2 && Array.isArray(out) && typeof op[2] === 'number' && op[2] <= out.length) out = out.slice(0, op[2]);
      else throw new DeltaError('That operation does not fit the whole value.');
      continue;
    }
    if (typeof out !== 'object' || out === null) throw new DeltaError('The value has no such path.');
    if (!fresh.has(out)) {
      out = copyOf(out);
      fresh.add(out as object);
    }
    let node = out as Record<string | number, unknown>;
    const last = path.length - 1;
    for (let i = 0; i < last; i++) {
      const key = path[i]!;
      if (!Object.hasOwn(node, key)) throw new DeltaError(`No "${String(key)}" at this point of the value.`);
      const child = node[key];
      if (typeof child !== 'object' || child === null) throw new DeltaError(`"${String(key)}" is not an object or a list.`);
      let next = child as Record<string | number, unknown>;
      if (!fresh.has(next)) {
        next = copyOf(next);
        fresh.add(next);
        setOwn(node, key, next);
      }
      node = next;
    }
    const key = path[last]!;
    if (op[0] === 0) {
      if (Array.isArray(node) && (typeof key !== 'number' || key > node.length)) throw new DeltaError('A list index out of range.');
      setOwn(node, key, op[2]);
    } else if (op[0] === 1) {
      if (Array.isArray(node)) throw new DeltaError('Items are not deleted from a list by key.');
      delete node[key];
    } else if (op[0] === 2) {
      if (!Object.hasOwn(node, key)) throw new DeltaError(`No "${String(key)}" at this point of the value.`);
      const list = node[key];
      if (!Array.isArray(list) || typeof op[2] !== 'number' || op[2] > list.length) throw new DeltaError('Only a list can be cut, and only shorter.');
      const cut = fresh.has(list) ? list : list.slice();
      cut.length = op[2];
      fresh.add(cut);
      setOwn(node, key, cut);
    } else {
      throw new DeltaError('Unknown operation.');
    }
  }
  return out as T;
}
