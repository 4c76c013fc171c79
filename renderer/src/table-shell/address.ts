/**
 * The address holds the table: `#/table/<id>`. A reload, a sleep or a dropped network comes back
 * to the same table (and, by the seat tokens kept in this browser, the same seats); a bookmark
 * opens it. The id in the address is data from outside: only a plain id is taken.
 */
const PREFIX = '#/table/';

export function tableIdOf(hash: string): string | null {
  if (!hash.startsWith(PREFIX)) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(PREFIX.length));
  } catch {
    return null;
  }
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}

export function hashOf(tableId: string): string {
  return PREFIX + encodeURIComponent(tableId);
}
