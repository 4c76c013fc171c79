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

/**
 * One seat's points from `majorityPoints` without building any record: `counts[i]` is seat i's
 * face-up shares and seat `who` gets `extra` more. The same number as
 * `majorityPoints(shares, table)[who] ?? 0` (majority.test.ts compares them): the holders with
 * more shares take the positions before it, the ones tied with it share theirs. The bots ask
 * this for every licence and play they weigh, where a record per question was a fifth of a game.
 */
export function seatPoints(counts: ArrayLike<number>, who: number, extra: number, table: readonly number[]): number {
  const n = counts[who]! + extra;
  if (!(n > 0)) return 0;
  let above = 0;
  let tied = 0;
  for (let i = 0; i < counts.length; i++) {
    const c = i === who ? n : counts[i]!;
    if (c > n) above++;
    else if (c === n) tied++;
  }
  let sum = 0;
  for (let p = above; p < above + tied; p++) sum += table[p] ?? 0;
  return Math.ceil(sum / tied);
}
