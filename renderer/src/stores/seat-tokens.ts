/**
 * Seat tokens kept in localStorage, per table, so a reload, a dropped network or a host restart
 * brings a player back to the same seat(s). The owner token lets a hot-seat creator take every
 * human seat back.
 */
export interface HeldTable {
  owner?: string;
  /** Seat index → token. */
  seats: Record<number, string>;
}

const PREFIX = 'boardwright.table.';

/** Without storage (disabled, private mode) the tokens live as long as the page, here. */
const memory = new Map<string, string>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: tokens live only as long as the page
  }
}

export function loadHeld(table: string): HeldTable {
  const store = storage();
  const raw = store ? store.getItem(PREFIX + table) : memory.get(table);
  if (!raw) return { seats: {} };
  try {
    const parsed = JSON.parse(raw) as Partial<HeldTable>;
    const seats: Record<number, string> = {};
    for (const [k, v] of Object.entries(parsed.seats ?? {})) {
      if (typeof v === 'string' && /^\d+$/.test(k)) seats[Number(k)] = v;
    }
    return typeof parsed.owner === 'string' ? { owner: parsed.owner, seats } : { seats };
  } catch {
    return { seats: {} };
  }
}

export function saveHeld(table: string, held: HeldTable): void {
  const text = JSON.stringify(held);
  const store = storage();
  if (!store) {
    memory.set(table, text);
    return;
  }
  try {
    store.setItem(PREFIX + table, text);
  } catch {
    // Full storage: the seat still works until the page closes.
    memory.set(table, text);
  }
}

export function forgetHeld(table: string): void {
  memory.delete(table);
  storage()?.removeItem(PREFIX + table);
}

/** Tables this browser holds seats at (to offer "continue"). */
export function heldTableIds(): string[] {
  const s = storage();
  if (!s) return [];
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(PREFIX)) out.push(k.slice(PREFIX.length));
  }
  return out;
}
