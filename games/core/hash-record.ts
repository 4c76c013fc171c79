/**
 * A copy of a small record that V8 keeps as a hash table from the start ("dictionary mode").
 *
 * Why: a record whose keys arrive one by one, in an order each game chooses (Airlines' shares laid
 * out per player, keyed by airline), gives V8 a new hidden class for every order of keys met so
 * far; a simulation meets thousands, and every store that adds a key then misses V8's caches and
 * goes through the runtime. A hash-table object has one hidden class whatever its keys. It is
 * still a plain object: the same keys in the same order, the same JSON, the same prototype.
 */
export function hashRecord<V>(from: Readonly<Record<string, V>>): Record<string, V> {
  // Deleting a property other than the last one turns an object into a hash table for good.
  const out: Record<string, V> = { '#first': undefined as V, '#second': undefined as V };
  delete out['#first'];
  delete out['#second'];
  for (const key in from) out[key] = from[key]!;
  return out;
}
