/**
 * The Airlines Europe screen's words: the hover card of a route or a city, a scoring explained
 * airline by airline, an airline's place on the share track. Read from the board and the view.
 */
import type { AirlineScore, EuropeBoard, EuropeView, ScoringRecord } from '../../../../games/airlines-europe/types.js';
import { namesOf } from './options.js';
import { words } from './i18n/index.js';

const { t, semicolons } = words;

/** A player's money beside their name (the seat list's stat): millions, the unit and the number as the language writes them. */
export function moneyStat(money: number): string {
  return t('europe.stat.money', { money });
}

export function routeHoverLines(board: EuropeBoard, view: EuropeView, routeId: string, offers: readonly string[]): string[] {
  const route = board.routes.find((r) => r.id === routeId);
  if (!route) return [];
  const names = namesOf(board);
  const held = view.licences[route.id] ?? [];
  const lines = [names.route(route.id)];
  lines.push(t('europe.hover.licences', { list: route.licences.map((p, i) => t('europe.hover.licence', { price: p, holder: held[i] ? names.initials(held[i]!) : 'none' })).join(', ') }));
  for (const o of view.licencePlan?.offers.filter((x) => x.route === route.id) ?? []) {
    const a = view.airlines.find((x) => x.id === o.airline);
    lines.push(t('europe.hover.offer', { airline: names.airline(o.airline), price: o.price, from: a?.track ?? '?', to: o.track }));
  }
  for (const o of offers.slice(0, 3)) lines.push(t('europe.hover.youMay', { move: o }));
  if (offers.length > 3) lines.push(t('europe.hover.more', { n: offers.length - 3 }));
  return lines;
}

export function cityHoverLine(board: EuropeBoard, view: EuropeView, cityId: string): string {
  const names = namesOf(board);
  const city = board.cities.find((c) => c.id === cityId);
  const inPlay = new Set(view.airlines.map((a) => a.id));
  const homes = board.airlines.filter((a) => a.home === cityId && inPlay.has(a.id)).map((a) => t('europe.hover.home', { airline: a.name }));
  const open = new Set(view.airlines.flatMap((a) => a.openBonuses));
  const cityName = (id: string) => board.cities.find((c) => c.id === id)?.name ?? id;
  const bonuses = board.bonuses
    .filter((b) => open.has(b.id) && (b.from === cityId || b.to === cityId))
    .map((b) => t('europe.hover.bonus', { airline: names.airline(b.airline), value: b.value, city: cityName(b.from === cityId ? b.to : b.from) }));
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
  const who = (id: string) => ({ who: id === '*third' ? 'third' : id === you ? 'you' : 'other', name: id === '*third' || id === you ? '' : nameOf(id) });
  return record.airlines.map((a: AirlineScore) => {
    const holders = Object.entries(a.shares).sort((x, y) => y[1] - x[1]);
    const parts = holders.map(([id, n]) => {
      const pts = Object.hasOwn(a.points, id) ? a.points[id]! : null;
      return pts === null ? t('europe.score.holder', { ...who(id), n }) : t('europe.score.holderPoints', { ...who(id), n, pts });
    });
    return {
      airline: a.airline,
      head: t('europe.score.head', { airline: names.airline(a.airline), where: a.track === null ? 'fixed' : 'space', space: a.track ?? 0, points: payout(a.table) }),
      detail: parts.length ? semicolons(parts) : t('europe.score.nobody'),
    };
  });
}
