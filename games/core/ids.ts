/**
 * Ids are data. An id that arrives from outside (a move, a save, a board, a request) must never
 * index a plain object unless the object really has that key as its own: `"__proto__"`,
 * `"constructor"` or `"valueOf"` would otherwise reach `Object.prototype` and its methods, and a
 * write through them changes every object in the process.
 *
 * Use `own` / `hasOwnId` for reads and `idRecord` for records built from ids.
 */

/** The value a record holds under `key` as its own property, or undefined. */
export function own<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** True when `key` is one of the record's own keys (never an inherited name). */
export function hasOwnId(record: object, key: string): boolean {
  return Object.hasOwn(record, key);
}

/**
 * Stores `value` under `key` as an own property. Plain assignment would not do for
 * `"__proto__"`: on an ordinary object it replaces the object's prototype instead.
 */
export function setOwn<V>(record: Record<string, V>, key: string, value: V): void {
  Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
}

/** A record with no prototype: `"__proto__"` or `"valueOf"` are ordinary (absent) keys there. */
export function idRecord<V>(entries?: Iterable<readonly [string, V]>): Record<string, V> {
  const out = Object.create(null) as Record<string, V>;
  if (entries) for (const [k, v] of entries) out[k] = v;
  return out;
}

/**
 * Names that reach a plain object's prototype, and other strings that make poor ids. Tests feed
 * them wherever an id is expected.
 */
export const HOSTILE_IDS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  '',
  ' ',
  'x'.repeat(300),
  '\u0000',
  '../../etc',
];

/** A safe id for a player, a table or an element of a board: letters, digits, `-`, `_`, `.`, `:`. */
export const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;

/** True when `id` is a safe id and not a name `Object.prototype` answers to. */
export function isSafeId(id: string): boolean {
  return SAFE_ID.test(id) && !(id in Object.prototype) && id !== 'prototype';
}
