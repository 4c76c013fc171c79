/**
 * End-of-game scoring: the region majorities by total gate value, the unused special action,
 * and the outcome (winner, tie-break, breakdown).
 */
import { finalTotalsSaid } from '../core/core-messages.js';
import { list, wordingOf, type Said } from '../core/wording.js';
import { said } from './messages.js';
import { hasOwnId, idRecord, own } from '../core/ids.js';
import type { GameEvent, Outcome, PlayerId } from '../core/types.js';
import { income } from './passengers.js';
import { airportById } from './board.js';
import type { BlueSkiesState, RegionResult } from './types.js';

/** Numbers from the rule text. */
export const SECOND_PLACE = 6;
export const UNUSED_SPECIAL = 3;

/** A player's total gate value in a region: the airport's value for each of their gates there. */
export function regionValues(s: BlueSkiesState, airports: readonly string[]): Record<PlayerId, number> {
  // Keyed by player id: a record without a prototype, so no id can reach Object.prototype.
  const values = idRecord<number>(s.players.map((pl) => [pl.id, 0]));
  for (const id of airports) {
    const a = airportById(s.board, id);
    const st = own(s.airports, id);
    if (!a || !st) continue;
    for (const g of st.gates) if (g !== null && hasOwnId(values, g)) values[g]! += a.value;
  }
  return values;
}

/**
 * Who gets what in one region. The highest total value takes the bonus and the next highest
 * 6 points (not with two players). A tie for first shares the first and second awards evenly,
 * rounded down, and nobody is second; a tie for second shares the 6 points the same way.
 * With `fullOnTies` (a table option) every tied player gets the full award of the place, and
 * second place goes to the next highest value after the tied first. A player with no gate in
 * the region gets nothing.
 */
export function regionAwards(
  values: Record<PlayerId, number>,
  bonus: number,
  players: number,
  fullOnTies = false,
): { player: PlayerId; points: number; place: 1 | 2 }[] {
  // Plain loops: the strategic bot asks this thousands of times a game.
  const second = players > 2 ? SECOND_PLACE : 0;
  // Own keys only (never for…in, which would also walk anything added to a prototype).
  const entries = Object.entries(values);
  let best = 0;
  for (const [, v] of entries) if (v > best) best = v;
  if (best <= 0) return [];
  let next = 0;
  for (const [, v] of entries) if (v < best && v > next) next = v;
  const first: PlayerId[] = [];
  const seconds: PlayerId[] = [];
  for (const [p, v] of entries) {
    if (v === best) first.push(p);
    else if (next > 0 && v === next) seconds.push(p);
  }
  if (fullOnTies) {
    return [
      ...first.map((p) => ({ player: p, points: bonus, place: 1 as const })),
      ...(second === 0 ? [] : seconds.map((p) => ({ player: p, points: second, place: 2 as const }))),
    ];
  }
  if (first.length > 1) {
    const each = Math.floor((bonus + second) / first.length);
    return first.map((p) => ({ player: p, points: each, place: 1 as const }));
  }
  const out: { player: PlayerId; points: number; place: 1 | 2 }[] = [{ player: first[0]!, points: bonus, place: 1 }];
  if (second === 0 || seconds.length === 0) return out;
  const each = Math.floor(second / seconds.length);
  for (const p of seconds) out.push({ player: p, points: each, place: 2 });
  return out;
}

/**
 * The English of a line, remembered by its key and params: formatting an ICU message was a tenth
 * of a short simulated game (every game's end words its reason and its outcome, read on every
 * move once over), and games end with the same few lines over and over.
 */
const englishLines = new Map<string, string>();
const ENGLISH_LINES_CAP = 2_000;

function englishOf(words: Said): string {
  // Plain data (no getter) is a line made without English (core/wording.ts): its own text stands.
  if (!Object.getOwnPropertyDescriptor(words, 'text')?.get) return words.text;
  const key = `${words.key}\u0000${JSON.stringify(words.params ?? {})}`;
  let text = englishLines.get(key);
  if (text === undefined) {
    if (englishLines.size >= ENGLISH_LINES_CAP) englishLines.clear();
    text = words.text;
    englishLines.set(key, text);
  }
  return text;
}

export function finalScoring(s: BlueSkiesState, reason: Said, events: GameEvent[] | undefined): void {
  const before = Object.fromEntries(s.players.map((pl) => [pl.id, pl.score]));
  events?.push({ type: 'gameEnd', ...said('blueSkies.log.gameEnd', { reason }) });
  const regions: RegionResult[] = [];
  for (const r of s.board.regions) {
    const values = regionValues(s, r.airports);
    const awards = regionAwards(values, r.bonus, s.players.length, s.options.fullAwardOnTies);
    for (const aw of awards) {
      const pl = s.players.find((x) => x.id === aw.player)!;
      pl.score += aw.points;
      events?.push({
        type: 'regionBonus',
        player: pl.id,
        ...said('blueSkies.log.regionBonus', { region: r.name, player: pl.name, place: aw.place, value: values[pl.id] ?? 0, points: aw.points }),
        data: { region: r.id, points: aw.points, place: aw.place },
      });
    }
    if (awards.length === 0) events?.push({ type: 'regionBonus', ...said('blueSkies.log.regionNobody', { region: r.name }) });
    regions.push({ region: r.id, name: r.name, values, awards });
  }
  const unusedSpecial: Record<PlayerId, number> = {};
  for (const pl of s.players) {
    unusedSpecial[pl.id] = pl.specialUsed ? 0 : UNUSED_SPECIAL;
    if (!pl.specialUsed) {
      pl.score += UNUSED_SPECIAL;
      events?.push({ type: 'specialBonus', player: pl.id, ...said('blueSkies.log.specialBonus', { player: pl.name, points: UNUSED_SPECIAL }) });
    }
  }
  s.final = { before, regions, unusedSpecial, reason: englishOf(reason) };
  s.phase = { kind: 'over' };
  const o = events && outcome(s);
  if (o) {
    events.push({ type: 'outcome', ...said(o.summaryWords!.key, o.summaryWords!.params), data: { scores: o.scores, winners: o.winners } });
    events.push({ type: 'finalTotals', ...finalTotalsText(s) });
  }
}

/** Every seat's final total: the points of the rounds, then each region award and the unused special action. */
function finalTotalsText(s: BlueSkiesState): Said {
  const f = s.final!;
  return finalTotalsSaid(
    said,
    s.players.map((pl) => ({
      name: pl.name,
      total: pl.score,
      parts: [
        { label: { key: 'blueSkies.part.rounds' }, points: f.before[pl.id] ?? 0 },
        ...f.regions.flatMap((r) => r.awards.filter((a) => a.player === pl.id).map((a) => ({ label: { key: 'blueSkies.part.region', params: { region: r.name } }, points: a.points }))),
        ...((f.unusedSpecial[pl.id] ?? 0) > 0 ? [{ label: { key: 'blueSkies.part.special' }, points: f.unusedSpecial[pl.id]! }] : []),
      ],
    })),
  );
}

/**
 * The most points wins; a tie goes to the tied player with the most passengers at their gates
 * (the income), and a tie in that too is a shared victory. With the `sharedVictory` option
 * every tie on points is a shared victory.
 */
export function outcome(s: BlueSkiesState): Outcome | null {
  if (s.phase.kind !== 'over' || !s.final) return null;
  const scores = Object.fromEntries(s.players.map((pl) => [pl.id, pl.score]));
  const best = Math.max(...s.players.map((pl) => pl.score));
  let winners = s.players.filter((pl) => pl.score === best);
  let most: number | null = null;
  if (winners.length > 1 && !s.options.sharedVictory) {
    const incomes = new Map(winners.map((pl) => [pl.id, income(s, pl.id)]));
    const top = Math.max(...incomes.values());
    winners = winners.filter((pl) => incomes.get(pl.id) === top);
    most = top;
  }
  const key = winners.length > 1 ? 'blueSkies.outcome.share' : most !== null ? 'blueSkies.outcome.winsOnPassengers' : 'blueSkies.outcome.wins';
  const words = said(key, { players: list(winners.map((pl) => pl.name)), points: best, pax: most ?? 0 });
  return { scores, winners: winners.map((pl) => pl.id), breakdown: s.final, summary: englishOf(words), summaryWords: wordingOf(words) };
}
