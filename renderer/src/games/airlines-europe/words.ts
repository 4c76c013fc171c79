/**
 * The Airlines Europe screen's words: the hover card of a route or a city, a scoring explained
 * airline by airline, an airline's place on the share track. Read from the board and the view.
 */
import type { AirlineScore, EuropeBoard, EuropeView, ScoringRecord } from '../../../../games/airlines-europe/types.js';
import { namesOf } from './options.js';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function routeHoverLines(board: EuropeBoard, view: EuropeView, routeId: string, offers: readonly string[]): string[] {
  const route = board.routes.find((r) => r.id === routeId);
  if (!route) return [];
  const names = namesOf(board);
  const held = view.licences[route.id] ?? [];
  const lines = [names.route(route.id)];
  lines.push(`Licences: ${route.licences.map((p, i) => `${p} million ${held[i] ? `(${names.initials(held[i]!)})` : '(free)'}`).join(', ')}`);
  for (const o of view.licencePlan?.offers.filter((x) => x.route === route.id) ?? []) {
    const a = view.airlines.find((x) => x.id === o.airline);
    lines.push(`${names.airline(o.airline)} may license it for ${o.price} million (shares ${a?.track ?? '?'} → ${o.track})`);
  }
  for (const o of offers.slice(0, 3)) lines.push(`You may: ${o}`);
  if (offers.length > 3) lines.push(`… and ${offers.length - 3} more ways (see the moves)`);
  return lines;
}

export function cityHoverLine(board: EuropeBoard, view: EuropeView, cityId: string): string {
  const names = namesOf(board);
  const city = board.cities.find((c) => c.id === cityId);
  const inPlay = new Set(view.airlines.map((a) => a.id));
  const homes = board.airlines.filter((a) => a.home === cityId && inPlay.has(a.id)).map((a) => `home of ${a.name}`);
  const open = new Set(view.airlines.flatMap((a) => a.openBonuses));
  const cityName = (id: string) => board.cities.find((c) => c.id === id)?.name ?? id;
  const bonuses = board.bonuses
    .filter((b) => open.has(b.id) && (b.from === cityId || b.to === cityId))
    .map((b) => `${names.airline(b.airline)} bonus +${b.value} when it also reaches ${cityName(b.from === cityId ? b.to : b.from)}`);
  return [city?.name ?? cityId, ...homes, ...bonuses].join(' · ');
}

/** "3 · 2 · 1": a payout list. */
export const payout = (points: readonly number[]) => points.join(' · ');

export interface ScoringLine {
  airline: string;
  /** "Tiber Jet, space 14, pays 8 · 4 · 2". */
  head: string;
  /** "Ann 3 shares: 8 points; Bob 1 share: 4 points". */
  detail: string;
}

/**
 * One scoring airline by airline: who held how many shares face up and what they scored. While
 * victory points are secret the view holds only the seat's own points: others' shares are shown
 * (they lie face up), their points are not.
 */
export function scoringLines(board: EuropeBoard, record: ScoringRecord, nameOf: (id: string) => string, you: string | null): ScoringLine[] {
  const names = namesOf(board);
  const who = (id: string) => (id === '*third' ? 'the third player' : id === you ? 'you' : nameOf(id));
  return record.airlines.map((a: AirlineScore) => {
    const where = a.track === null ? 'fixed payout' : `space ${a.track}`;
    const holders = Object.entries(a.shares).sort((x, y) => y[1] - x[1]);
    const parts = holders.map(([id, n]) => {
      const pts = Object.hasOwn(a.points, id) ? a.points[id]! : null;
      return `${who(id)} ${plural(n, 'share')}${pts === null ? '' : `: ${plural(pts, 'point')}`}`;
    });
    return {
      airline: a.airline,
      head: `${names.airline(a.airline)}, ${where}, pays ${payout(a.table)}`,
      detail: parts.length ? parts.join('; ') : 'nobody holds a share face up: no points',
    };
  });
}
