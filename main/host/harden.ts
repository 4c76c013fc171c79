/**
 * Defense in depth for the host process (`npm run host`): after `lockObjectPrototype()` no code
 * can add a key to `Object.prototype` or replace one of its methods, so an id such as
 * `"__proto__"` that slips past a game's checks cannot change every object in the process.
 *
 * A plain `Object.freeze(Object.prototype)` breaks ordinary code through the "override
 * mistake": `exports.toString = …` (bonjour-service does it) throws once the inherited
 * `toString` is read-only. So each data property becomes a getter/setter pair whose setter
 * defines the property on the object assigned to (as an unfrozen prototype would), and refuses
 * only a write to `Object.prototype` itself; then the prototype is frozen.
 */

let locked = false;

export function lockObjectPrototype(): void {
  if (locked) return;
  const proto = Object.prototype as Record<PropertyKey, unknown>;
  for (const key of Reflect.ownKeys(proto)) {
    const desc = Object.getOwnPropertyDescriptor(proto, key)!;
    if (!('value' in desc) || !desc.writable) continue;
    const value: unknown = desc.value;
    Object.defineProperty(proto, key, {
      get() {
        return value;
      },
      set(this: unknown, next: unknown) {
        if (this === proto) throw new TypeError(`Object.prototype.${String(key)} cannot be changed in the Boardwright host.`);
        if ((typeof this !== 'object' && typeof this !== 'function') || this === null) return;
        Object.defineProperty(this, key, { value: next, writable: true, enumerable: true, configurable: true });
      },
      enumerable: desc.enumerable ?? false,
      configurable: false,
    });
  }
  Object.freeze(proto);
  locked = true;
}

/** Whether `lockObjectPrototype` has run in this process. */
export function prototypeLocked(): boolean {
  return locked && Object.isFrozen(Object.prototype);
}
