/**
 * When the others' new markers appear: one after the other, `pace` ms apart, after those still
 * waiting, so a person can follow what a bot or a remote player did. A long backlog (fast bots, a
 * slow pace) is squeezed so nothing waits more than `maxWait` ms. Pure, for the tests.
 */
export interface Arrival<T> {
  item: T;
  start: number;
  end: number;
}

export function schedule<T>(items: readonly T[], now: number, queueEnd: number, pace: number, maxWait = 3000): Arrival<T>[] {
  if (items.length === 0 || pace <= 0) return [];
  const from = Math.max(now, queueEnd);
  const room = Math.max(0, now + maxWait - from);
  // Each takes `pace`, unless that would run past the longest wait: then they share what is left.
  const each = Math.max(Math.min(pace, room / items.length), Math.min(pace, 120));
  return items.map((item, i) => ({ item, start: from + i * each, end: from + (i + 1) * each }));
}

/** 0 before an arrival starts, 1 once it is done, eased in between. */
export function progress(a: { start: number; end: number }, now: number): number {
  if (now <= a.start) return 0;
  if (now >= a.end) return 1;
  const t = (now - a.start) / (a.end - a.start);
  return 1 - (1 - t) ** 3;
}

/**
 * How long each of the others' moves takes to show: the person's pace, or at once (0) when the
 * system asks for reduced motion, whatever the pace setting says.
 */
export function motionPace(pace: number, reducedMotion: boolean): number {
  return reducedMotion || !(pace > 0) ? 0 : pace;
}

/** How far through its time an arrival is, 0 … 1, not eased (a claim eases its stages itself). */
export function elapsed(a: { start: number; end: number }, now: number): number {
  if (now <= a.start) return 0;
  if (now >= a.end) return 1;
  return (now - a.start) / (a.end - a.start);
}

const easeInOut = (x: number) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);
const easeOut = (x: number) => 1 - (1 - x) ** 3;

/**
 * A claimed route's two stages within its arrival (`u` from `elapsed`, linear time): the route is
 * drawn out from its city over the first 55 % of the time, steadily (eased in and out, so the eye
 * sees it travel rather than snap), and the marker drops onto its circle over the last half
 * (they overlap a little, so the eye follows the line into the marker). Half-way through its
 * time the line is most of the way there and the marker just starting: a still shows both.
 */
export function claimStages(u: number): { line: number; marker: number } {
  const clamp = (x: number) => Math.max(0, Math.min(1, x));
  return { line: easeInOut(clamp(u / 0.55)), marker: easeOut(clamp((u - 0.5) / 0.5)) };
}

/**
 * The end a new route is drawn out from: the end already in the airline's network (`network`:
 * its city ids before the move), `from` when both or neither are (a first route leaves its HQ,
 * which is in the network).
 */
export function startCity(route: { from: string; to: string }, network: ReadonlySet<string>): string {
  return !network.has(route.from) && network.has(route.to) ? route.to : route.from;
}
