/**
 * A comparison's one 5 % budget for false alarms. A board against itself (A/A) should report
 * nothing at all in at least 95 % of runs, but a comparison says two kinds of thing: its lines
 * (seats, bots, length … Holm-adjusted, which bounds the chance of any false line) and its element
 * findings (Benjamini–Hochberg adjusted, which with no real change bounds the chance of any false
 * finding). Each held to 5 % on its own, the chance of either could reach nearly 10 %; split
 * evenly (Bonferroni over the two families), it stays under 5 %.
 */
export const LINE_ALPHA = 0.025;
export const CHANGE_Q = 0.025;

/** A level in words: "2.5 %". */
export const levelWords = (x: number): string => `${Math.round(1000 * x) / 10} %`;
