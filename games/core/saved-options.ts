/**
 * The options a saved game replays with. A save holds every option of its table (the host stores
 * them parsed, defaults filled in), except options that did not exist yet when it was made. When
 * such an option's default changes later, a save that lacks it must still replay as it was
 * played, under the old default, not the new one: `GameDefinition.savedOptionDefaults` names
 * those old defaults, and they fill in only what the save lacks.
 */
import type { GameDefinition } from './types.js';

export function parseSavedOptions<O>(def: GameDefinition<unknown, O>, saved: unknown): { success: true; data: O } | { success: false } {
  let raw = saved;
  const old = def.savedOptionDefaults;
  if (old && typeof saved === 'object' && saved !== null && !Array.isArray(saved)) {
    const filled: Record<string, unknown> = { ...(saved as Record<string, unknown>) };
    // The keys come from the game's own definition, never from the save.
    for (const [key, value] of Object.entries(old)) if (!Object.hasOwn(saved, key)) filled[key] = value;
    raw = filled;
  }
  const parsed = def.optionsSchema.safeParse(raw);
  return parsed.success ? { success: true, data: parsed.data } : { success: false };
}

/** As `parseSavedOptions`, for a save already known to replay: throws if its options do not read. */
export function savedOptions<O>(def: GameDefinition<unknown, O>, saved: unknown): O {
  const parsed = parseSavedOptions(def, saved);
  if (!parsed.success) throw new Error('The saved table options are not valid for this game.');
  return parsed.data;
}
