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
