/**
 * An airport in words, for the map's hover card and for screen readers: its name and value,
 * its regions, its buyout, each gate left to right (owner and passengers, or its cost), waiting
 * passengers and demand cards, and, while someone buys, the host's note on what a gate there
 * costs or why not. Everything is read from the board and the view.
 */
import type { BlueSkiesBoard } from '../../../../games/blue-skies/board.js';
import { LOCAL, type BlueSkiesView } from '../../../../games/blue-skies/types.js';
import { words } from './i18n/index.js';
import { viewText } from '../../i18n/wire-words.js';

const { t } = words;

export function airportLines(board: BlueSkiesBoard, view: BlueSkiesView | null, id: string, nameOf: (playerId: string) => string, players: number | null): string[] {
  const a = board.airports.find((x) => x.id === id);
  if (!a) return [];
  const st = view && Object.prototype.hasOwnProperty.call(view.airports, id) ? view.airports[id]! : null;
  const regions = board.regions.filter((r) => r.airports.includes(id)).map((r) => r.name);
  const lines = [t('skies.airport.title', { city: a.city, id: a.id, value: a.value })];
  lines.push(regions.length ? t('skies.airport.regions', { n: regions.length, names: regions.join(', ') }) : t('skies.airport.noRegion'));
  lines.push(a.buyout === null ? t('skies.airport.noBuyout') : t('skies.airport.buyout', { points: a.buyout }));
  a.gates.forEach((space, i) => {
    const g = st?.gates[i];
    let what: string;
    if (players !== null && space.fromPlayers > players) what = t('skies.airport.gateUnused', { players });
    else if (!g || g.owner === null) what = t('skies.airport.gateFree', { cost: space.cost });
    else if (g.owner === LOCAL) what = t('skies.airport.gateLocal', { pax: g.pax });
    else what = t('skies.airport.gateOwned', { owner: nameOf(g.owner), pax: g.pax });
    lines.push(t('skies.airport.gate', { n: i + 1, what }));
  });
  const open = st?.gates.some((g) => g.owner !== null) ?? false;
  if (st && !open && st.pax > 0) lines.push(t('skies.airport.waiting', { pax: st.pax }));
  lines.push(t('skies.airport.demand', { n: a.demand }));
  const note = view?.buying && Object.prototype.hasOwnProperty.call(view.buying.notes, id) ? viewText(view.buying.notes[id]) : '';
  if (note) lines.push(t('skies.airport.note', { player: nameOf(view!.buying!.player), note }));
  return lines;
}
