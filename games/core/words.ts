/**
 * Small helpers for the words the games and their checks say: the shared log grammar.
 *
 * Turns and rounds, in every game's log: a **turn** is one player's go (from their first move to
 * the next player's); a **round** is every seat taking one turn, or, in Blue Skies, whose turns
 * are played round by round, one pass through the round's steps. Turn numbers count turns
 * ("turn 12"), round numbers rounds; a game never calls one the other.
 */

/** A count with its noun, singular for one: `counted(1, 'point')` is "1 point", `counted(3, 'point')` "3 points". */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Names as a person lists them: "Ann", "Ann and Bob", "Ann, Bob and Cid" (empty: ""). */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * "a" or "an" before a word, by how it sounds at the start: "an Aegean Arrow", "a Blue Line",
 * "an 8", "a United". Good enough for names and numbers; not a dictionary.
 */
export function article(word: string): 'a' | 'an' {
  const first = word.trim().split(/\s+/)[0] ?? '';
  // Initials are read letter by letter: "an FBA share", "a UAL share".
  if (/^[A-Z]{2,5}$/.test(first)) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  const w = first.toLowerCase();
  if (/^(8|11|18)(\D|$)/.test(w) || /^(hour|honest|honou?r|heir)/.test(w)) return 'an';
  if (/^u(ni|s[aeiu]|t[aeiou]|r[aeiou])/.test(w) || /^eu/.test(w) || /^one\b/.test(w)) return 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

/** The word with its article: `withArticle('Aegean Arrow')` is "an Aegean Arrow". */
export function withArticle(word: string): string {
  return `${article(word)} ${word}`;
}

/** One seat's final total and where its points came from, in the order they were scored. */
export interface SeatTotal {
  name: string;
  total: number;
  parts: { label: string; points: number }[];
}

/**
 * The closing line every game logs at its end: each seat's final total and its breakdown,
 * best first: "Final totals: Ann 84 (scoring 1: 20, scoring 2: 30, final scoring: 34); Bob 70 (…)."
 */
export function finalTotalsLine(seats: readonly SeatTotal[]): string {
  const ordered = [...seats].sort((a, b) => b.total - a.total);
  const one = (s: SeatTotal) => {
    const parts = s.parts.map((p) => `${p.label}: ${p.points}`);
    return `${s.name} ${counted(s.total, 'point')}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
  };
  return `Final totals: ${ordered.map(one).join('; ')}.`;
}

/** The text with its first letter in capitals: "an FBA card" → "An FBA card". */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The round a turn number falls in when every seat takes one turn a round: turn 7 of 3 seats is in round 3. */
export function roundOfTurn(turn: number, seats: number): number {
  return Math.floor((Math.max(1, turn) - 1) / Math.max(1, seats)) + 1;
}
