/**
 * An airport in words, for the map's hover card and for screen readers: its name and value,
 * its regions, its buyout, each gate left to right (owner and passengers, or its cost), waiting
 * passengers and demand cards, and, while someone buys, the host's note on what a gate there
 * costs or why not. Everything is read from the board and the view.
 */
import type { BlueSkiesBoard } from '../../../../games/blue-skies/board.js';
import { LOCAL, type BlueSkiesView } from '../../../../games/blue-skies/types.js';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function airportLines(board: BlueSkiesBoard, view: BlueSkiesView | null, id: string, nameOf: (playerId: string) => string, players: number | null): string[] {
  const a = board.airports.find((x) => x.id === id);
  if (!a) return [];
  const st = view && Object.prototype.hasOwnProperty.call(view.airports, id) ? view.airports[id]! : null;
  const regions = board.regions.filter((r) => r.airports.includes(id)).map((r) => r.name);
  const lines = [`${a.city} (${a.id}) · value ${a.value}`];
  lines.push(regions.length ? `Region${regions.length > 1 ? 's' : ''}: ${regions.join(', ')}` : 'In no region');
  lines.push(a.buyout === null ? 'No buyout: a local airline here stays' : `Buyout of a local airline: ${plural(a.buyout, 'point')}`);
  a.gates.forEach((space, i) => {
    const g = st?.gates[i];
    let what: string;
    if (players !== null && space.fromPlayers > players) what = `not used with ${players} players`;
    else if (!g || g.owner === null) what = `free, costs ${plural(space.cost, 'point')}`;
    else if (g.owner === LOCAL) what = `local airline, ${plural(g.pax, 'passenger')}`;
    else what = `${nameOf(g.owner)}, ${plural(g.pax, 'passenger')}`;
    lines.push(`Gate ${i + 1}: ${what}`);
  });
  const open = st?.gates.some((g) => g.owner !== null) ?? false;
  if (st && !open && st.pax > 0) lines.push(`${plural(st.pax, 'passenger')} waiting for a gate`);
  lines.push(`${plural(a.demand, 'demand card')}`);
  const note = view?.buying?.notes[id];
  if (note && Object.prototype.hasOwnProperty.call(view!.buying!.notes, id)) lines.push(`For ${nameOf(view!.buying!.player)}: ${note}`);
  return lines;
}
