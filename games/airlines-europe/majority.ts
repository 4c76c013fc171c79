/**
 * Majority points of one airline at one scoring: holders ranked by face-up shares; tied holders
 * add up the points of the positions they occupy together and split them, rounding up.
 */

/** Points per holder. `shares` lists only holders (a holder with 0 shares takes no position). */
export function majorityPoints(shares: Record<string, number>, table: readonly number[]): Record<string, number> {
  const holders = Object.entries(shares)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  const out: Record<string, number> = {};
  let pos = 0;
  while (pos < holders.length) {
    const count = holders[pos]![1];
    let end = pos;
    while (end < holders.length && holders[end]![1] === count) end++;
    const tied = end - pos;
    let sum = 0;
    for (let p = pos; p < end; p++) sum += table[p] ?? 0;
    const each = Math.ceil(sum / tied);
    for (let p = pos; p < end; p++) out[holders[p]![0]] = each;
    pos = end;
  }
  return out;
}
