/** New element ids: readable, unique, and made only of the characters an id may hold. */

export function slug(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return s;
}

/** `base`, or `base-2`, `base-3` … whichever is free first. */
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  const b = slug(base) || 'item';
  if (!taken.has(b)) return b;
  for (let n = 2; ; n++) {
    const id = `${b}-${n}`;
    if (!taken.has(id)) return id;
  }
}

/** `prefix1`, `prefix2` … the first number not taken (new points: "point-1"). */
export function nextNumbered(prefix: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const id = `${prefix}${n}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * A pasted element's name: `name`, or `name 2`, `name 3` … the first not in `taken` ("City 4"
 * goes on to "City 5"), cut to `max` characters; the name is added to `taken`.
 */
export function freeName(name: string, taken: Set<string>, max: number): string {
  const numbered = /^(.*\D)(\d+)$/.exec(name);
  const base = numbered ? numbered[1]! : `${name} `;
  let out = name;
  for (let n = numbered ? Number(numbered[2]) + 1 : 2; taken.has(out); n++) out = `${base.slice(0, max - String(n).length)}${n}`;
  taken.add(out);
  return out;
}
