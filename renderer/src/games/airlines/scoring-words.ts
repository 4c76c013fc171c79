/**
 * One airline's scoring in the reader's language, from the record's numbers and ids. The host's
 * record keeps its English `why` (saves and replays stay bit-identical), but no screen shows it:
 * a French guest reads this instead.
 */
import { FICTITIOUS_PLAYER, type AirlineScore } from '../../../../games/airlines/types.js';
import type { Words } from '../../i18n/area.js';

type Key = 'airlines.why.nobody' | 'airlines.why.tieFirst' | 'airlines.why.only' | 'airlines.why.majority' | 'airlines.why.majorityTie';

/** A holder as a sentence names them; `mid`: inside a sentence, not at its start ("Ann and the market tie"). */
export type HolderName = (id: string, mid: boolean) => string;

/**
 * A holder as the screen names them: a player by `nameOf`, the fictitious player of 2-player
 * games as the market, in the form for a sentence's start ("The market") or its middle ("the market").
 */
export function holderNames(nameOf: (id: string) => string, w: Pick<Words<'airlines.breakdown.market' | 'airlines.breakdown.marketMid'>, 't'>): HolderName {
  return (id, mid) => (id === FICTITIOUS_PLAYER ? (mid ? w.t('airlines.breakdown.marketMid') : w.t('airlines.breakdown.market')) : nameOf(id));
}

/** A holder's count in a record from the wire: 0 for an id it does not hold (never a prototype's). */
function of(rec: Record<string, number>, id: string | undefined): number {
  if (id === undefined || !Object.hasOwn(rec, id)) return 0;
  const n = rec[id];
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

/**
 * "GGA: 11 markers. Ann has the majority (3) and takes 11; Bob is second (2) and takes 5."
 * `label` is the airline as the board names it, `nameOf` a holder as the screen names it: only a
 * sentence's first name takes its start form (`nameMid` is the only holder's middle form, for a
 * language that words "Only Cy holds shares").
 */
export function scoringWhy(a: AirlineScore, label: string, nameOf: HolderName, w: Pick<Words<Key>, 't' | 'list'>): string {
  const value = a.value;
  const half = Math.floor(value / 2);
  const leader = a.first[0];
  if (leader === undefined) return w.t('airlines.why.nobody', { airline: label, value });
  const top = of(a.shares, leader);
  if (a.first.length > 1) {
    return w.t('airlines.why.tieFirst', { airline: label, value, names: w.list(a.first.map((id, i) => nameOf(id, i > 0))), top, half, sum: value + half, each: of(a.points, leader) });
  }
  // The only holder is both first and second (the record says so); no second is read the same way.
  if (a.second.length === 0 || (a.second.length === 1 && a.second[0] === leader)) {
    return w.t('airlines.why.only', { airline: label, value, name: nameOf(leader, false), nameMid: nameOf(leader, true), top, half, sum: value + half });
  }
  const runnerUp = of(a.shares, a.second[0]);
  const common = { airline: label, value, name: nameOf(leader, false), top, runnerUp, half };
  if (a.second.length === 1) return w.t('airlines.why.majority', { ...common, second: nameOf(a.second[0]!, true) });
  return w.t('airlines.why.majorityTie', { ...common, seconds: w.list(a.second.map((id) => nameOf(id, true))), each: of(a.points, a.second[0]) });
}
