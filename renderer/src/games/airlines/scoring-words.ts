/**
 * One airline's scoring in the reader's language, from the record's numbers and ids. The host's
 * record keeps its English `why` (saves and replays stay bit-identical), but no screen shows it:
 * a French guest reads this instead.
 */
import type { AirlineScore } from '../../../../games/airlines/types.js';
import type { Words } from '../../i18n/area.js';

type Key = 'airlines.why.nobody' | 'airlines.why.tieFirst' | 'airlines.why.only' | 'airlines.why.majority' | 'airlines.why.majorityTie';

/** A holder's count in a record from the wire: 0 for an id it does not hold (never a prototype's). */
function of(rec: Record<string, number>, id: string | undefined): number {
  if (id === undefined || !Object.hasOwn(rec, id)) return 0;
  const n = rec[id];
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/**
 * "GGA: 11 markers. Ann has the majority (3) and takes 11; Bob is second (2) and takes 5."
 * `label` is the airline as the board names it, `nameOf` a holder as the screen names it.
 */
export function scoringWhy(a: AirlineScore, label: string, nameOf: (id: string) => string, w: Pick<Words<Key>, 't' | 'list'>): string {
  const value = a.value;
  const half = Math.floor(value / 2);
  const leader = a.first[0];
  if (leader === undefined) return w.t('airlines.why.nobody', { airline: label, value });
  const top = of(a.shares, leader);
  if (a.first.length > 1) {
    return w.t('airlines.why.tieFirst', { airline: label, value, names: w.list(a.first.map(nameOf)), top, half, sum: value + half, each: of(a.points, leader) });
  }
  // The only holder is both first and second (the record says so); no second is read the same way.
  if (a.second.length === 0 || (a.second.length === 1 && a.second[0] === leader)) {
    return w.t('airlines.why.only', { airline: label, value, name: nameOf(leader), top, half, sum: value + half });
  }
  const runnerUp = of(a.shares, a.second[0]);
  const common = { airline: label, value, name: nameOf(leader), top, runnerUp, half };
  if (a.second.length === 1) return w.t('airlines.why.majority', { ...common, second: nameOf(a.second[0]!) });
  return w.t('airlines.why.majorityTie', { ...common, seconds: w.list(a.second.map(nameOf)), each: of(a.points, a.second[0]) });
}
