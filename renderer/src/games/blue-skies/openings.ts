/**
 * Gates that changed hands between two views, as the map shows another player's purchase: a
 * gate opened or a local airline bought out rings its box in the new owner's colour for a moment.
 * The person's own purchases are not rung (they made them). Pure, so it is tested in Node.
 */
import type { AirportShares } from './arrivals.js';

export interface Opening {
  airport: string;
  space: number;
  owner: string;
}

export function openedGates(before: Readonly<Record<string, AirportShares>> | null, after: Readonly<Record<string, AirportShares>>, you: string | null): Opening[] {
  if (!before) return [];
  const out: Opening[] = [];
  for (const id of Object.keys(after)) {
    if (!Object.prototype.hasOwnProperty.call(before, id)) continue;
    const was = before[id]!.gates;
    after[id]!.gates.forEach((g, space) => {
      if (g.owner !== null && g.owner !== you && g.owner !== (was[space]?.owner ?? null)) out.push({ airport: id, space, owner: g.owner });
    });
  }
  return out;
}
