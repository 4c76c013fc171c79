/**
 * The planted-flaw suite in CI, at a small count (the bench runs all of them at full size): all
 * 11 flaws of the four games, each named in the top three with the right direction and the
 * suggestion's field pinned. Blue Skies: a dead airport is named first with the fix that
 * strengthens it, a dominant region first (the edit that caused the other findings). Airlines: a
 * cheap route is in the top three with the fix that raises its costs back; a dear route, a
 * boxed-in airline (wavy routes only) and a one-card airline are named first, each with its edit
 * undone. Airlines Europe: a licence made worthless (its price is how far it moves its airline's
 * shares), a starved airline (2 shares) and an airline whose shares start at 40 are named first
 * with their values set back. Linie 1: the trivial tram line and the starved tile pile are each
 * named first with the edit that undoes them. Besides: a board compared with itself on other
 * seeds shows no element finding (A/A), and the bundled Blue Skies board alone at 12 games from
 * seed 1, which used to give dozens of findings, gives none (other seeds still give some: see
 * the bench).
 *
 * The cases share their games (PlayedGames): the bundled Blue Skies board on seeds 1–40 is the
 * dead airport's and the dominant region's first board and the A/A's second, and its first 12
 * games are the single-board run; the bundled North America on seeds 1–300 is the first board of
 * the cheap route, the dear route, the boxed-in and the one-card airline (the boxed-in airline's
 * 300 play the rest); the bundled Europe board on seeds 1–60 is the first board of its three
 * flaws; the bundled Linie 1 board on seeds 1–40 is the first board of both its flaws. Each is
 * played once, in the order the cases run or any other.
 */
import { describe, expect, it } from 'vitest';
import { reportOf, specOf } from '../../main/lab/lab.js';
import { PLANTED, plantedBoard } from './planted-flaws.js';
import { flawSettings, PlayedGames, runFlaw } from './run-flaw.js';

const flaw = (name: string) => PLANTED.find((f) => f.name.startsWith(name))!;
/** Games per board for the cheap route: a timing shift of the middle of the game needs more than the dead airport's 40. */
const CHEAP_ROUTE_GAMES = 100;
/**
 * Games per board for Linie 1's two flaws: each is named first from 20 games on every seed range
 * tried (the game's planted-flaws.ts says which), so 40 leaves room; they share the bundled board's games.
 */
const LINIE1_GAMES = 40;
/** Games per board for Airlines' dear route: named first from 12 games on every seed range tried (the game's planted-flaws.ts). */
const DEAR_ROUTE_GAMES = 40;
/** Games per board for Airlines' boxed-in airline: a −13 to −14-point take-rate change needs 300 (the game's planted-flaws.ts). */
const BOXED_IN_GAMES = 300;
/** Games per board for Europe's worthless licence and starved airline: both named first from 20 games on every seed range tried. */
const EUROPE_GAMES = 40;
/** Games per board for Europe's airline started at 40: missed on 1 seed range of 6 at 40, named first at 60 on all of them. */
const VISTULA_GAMES = 60;
const played = new PlayedGames();
/** The first finding of the named flaw's comparison at `games` a board, which must name the planted element. */
async function topFinding(name: string, games: number) {
  const r = await runFlaw(flaw(name), games, { played });
  expect(r.rank, r.doc.findings.slice(0, 5).map((f) => f.words).join('\n')).toBe(1);
  return r.doc.findings[0]!;
}

describe('planted flaws', () => {
  it('a dead airport (no demand card names Atlanta) is the top finding, with raising its demand as the fix', async () => {
    const r = await runFlaw(flaw('a dead airport'), 40, { played });
    expect(r.rank).toBe(1);
    expect(r.direction).toBe('strengthen');
    expect(r.doc.findings[0]!.suggestion).toMatchObject({ field: expect.stringMatching(/^airports\[\d+\]\.demand$/), from: 0 });
  });

  it("a cheap route (Miami–New York 9/12/14 → 1/1/1) is in the top three, taken sooner by its own median first-take turn, with raising its costs back as the fix", async () => {
    const r = await runFlaw(flaw('a cheap route'), CHEAP_ROUTE_GAMES, { played });
    expect(r.rank, r.doc.findings.map((f) => f.words).join('\n')).toBeGreaterThanOrEqual(1);
    expect(r.rank).toBeLessThanOrEqual(3);
    const f = r.doc.findings[r.rank - 1]!;
    expect(f).toMatchObject({ element: 'mia-nyc', direction: 'weaken', measure: 'take-rate-change', holdsInBothHalves: true });
    expect(f.suggestion).toMatchObject({ field: expect.stringMatching(/^routes\[\d+\]\.costs$/), from: [1, 1, 1], to: [9, 12, 14] });
    expect(f.suggestion!.words).toMatch(/^raise it from 1\/1\/1 back to 9\/12\/14/);
    // Its kind's early turn (a quarter of all routes' first takings) is far earlier than its own.
    expect(f.words).toMatch(/^Miami–New York \(wavy\) is taken by turn \d+ \(its median first-take turn on A\) in \d+ % of games on B against \d+ % on A/);
  });

  it('a dominant region (the Northeast bonus 14 → 80) is the top finding, as the cause of the rest, by its holders\' win rate (its other seats almost never win), with its bonus set back to 14', async () => {
    const f = await topFinding('a dominant region', 40);
    expect(f).toMatchObject({ element: 'northeast', direction: 'weaken', measure: 'win-rate-change', evidence: { edited: 1 } });
    // Before, a normal approximation dropped this test: the other seats' wins are too few for it.
    expect(f.evidence['otherWinRateB']).toBeLessThan(0.05);
    expect(f.suggestion).toMatchObject({ field: expect.stringMatching(/^regions\[\d+\]\.bonus$/), from: 80, to: 14 });
  });

  it("one stock card for Prairie Air (7 before) is the top finding with 'weaken': the lone card is the whole majority, its holder wins far more; the fix sets the cards back to 7", async () => {
    const f = await topFinding('a stock count', CHEAP_ROUTE_GAMES);
    expect(f).toMatchObject({ element: 'PRA', direction: 'weaken', measure: 'win-rate-change', evidence: { edited: 1 } });
    expect(f.suggestion).toMatchObject({ field: expect.stringMatching(/^airlines\[\d+\]\.stockCards$/), from: 1, to: 7 });
  });

  it("a worthless licence (London–Madrid 6/9 → 1/1: a licence's price is how far it moves its airline's shares) is the top finding, taken early far less, with its licences set back to 6/9", async () => {
    const f = await topFinding('a worthless licence', EUROPE_GAMES);
    expect(f).toMatchObject({ element: 'london-madrid', direction: 'strengthen', measure: 'take-rate-change', holdsInBothHalves: true, evidence: { edited: 1 } });
    // The game has no cheaper licence to suggest: the fix is the edit undone.
    expect(f.suggestion).toMatchObject({ field: expect.stringMatching(/^routes\[\d+\]\.licences$/), from: [1, 1], to: [6, 9] });
    expect(f.suggestion!.words).toBe('raise it from 1/1 back to 6/9, its value on A');
  });

  it("a trivial tram line (line 1's ends side by side, its stops beside them) is the top finding, by its holders' win rate, with its second terminal moved back across the city", async () => {
    const f = await topFinding('a trivial tram line', LINIE1_GAMES);
    expect(f).toMatchObject({ kind: 'terminal', element: 'T1b', direction: 'weaken' });
    expect(f.measure).toMatch(/^win-rate/);
    expect(f.suggestion).toMatchObject({ field: expect.stringMatching(/^terminals\[\d+\]\.edge$/), from: 'left', to: 'right' });
  });

  it('a starved tile pile (2 curves in the pile, none in the starting hands) is the top finding, taken early far less, with the pile set back to 20', async () => {
    const f = await topFinding('a starved tile pile', LINIE1_GAMES);
    expect(f).toMatchObject({ kind: 'tile', element: 'curve', direction: 'strengthen', measure: 'take-rate-change', holdsInBothHalves: true, evidence: { edited: 1 } });
    expect(f.effect.value).toBeLessThan(-0.3);
    expect(f.suggestion).toMatchObject({ field: expect.stringMatching(/^tileTypes\[\d+\]\.pile$/), from: 2, to: 20 });
  });

  it("a dear route (Boston–New York 1/3 → 14/14) is the top finding, taken early far less, with its costs set back to 1/3", async () => {
    const f = await topFinding('a dear route', DEAR_ROUTE_GAMES);
    expect(f).toMatchObject({ element: 'bos-nyc', direction: 'strengthen', measure: 'take-rate-change', evidence: { edited: 1 } });
    expect(f.suggestion).toMatchObject({ field: expect.stringMatching(/^routes\[\d+\]\.costs$/), from: [14, 14], to: [1, 3] });
  });

  it("a boxed-in airline (Sun Coast Airlines flies wavy routes only, dotted and wavy before) is the top finding, started less, with its dotted routes given back", async () => {
    const f = await topFinding('a boxed-in airline', BOXED_IN_GAMES);
    expect(f).toMatchObject({ element: 'SCA', direction: 'strengthen', measure: 'take-rate-change', evidence: { edited: 1 } });
    expect(f.suggestion).toMatchObject({ field: expect.stringMatching(/^airlines\[\d+\]\.allowedRouteTypes$/), from: ['wavy'], to: ['wavy', 'dotted'] });
  });

  it("a starved airline (Channel Clippers 14 shares → 2) is the top finding, started early far less, with its shares set back to 14", async () => {
    const f = await topFinding('a starved airline', EUROPE_GAMES);
    expect(f).toMatchObject({ element: 'channel', direction: 'strengthen', measure: 'take-rate-change', evidence: { edited: 1 } });
    expect(f.suggestion).toMatchObject({ field: expect.stringMatching(/^airlines\[\d+\]\.shares$/), from: 2, to: 14 });
  });

  it("an airline whose shares pay from the start (Vistula Blackbird's track start 8 → 40) is the top finding, started early far more, with its start set back to 8", async () => {
    const f = await topFinding('an airline whose shares pay', VISTULA_GAMES);
    expect(f).toMatchObject({ element: 'vistula', direction: 'weaken', measure: 'take-rate-change', evidence: { edited: 1 } });
    expect(f.suggestion).toMatchObject({ field: expect.stringMatching(/^airlines\[\d+\]\.trackStart$/), from: 40, to: 8 });
  });

  it('A/A: the bundled board against itself on other seeds gives no element finding', async () => {
    const r = await runFlaw({ ...flaw('a dead airport'), plant: () => {} }, 40, { against: 'itself', played });
    expect(r.doc.findings).toEqual([]);
  });

  it('the bundled Blue Skies board alone, 12 games: no finding (first gates are not compared with third ones, nor a popular pick with a strong one)', async () => {
    // The dead airport's board (Blue Skies' USA), as bundled: nothing planted.
    const dead = flaw('a dead airport');
    const board = plantedBoard({ game: dead.game, file: dead.file });
    // Seeds 1–12 gave dozens of findings before. This pins that one run only: over other seeds
    // findings still come (the bench: 7 of 10 runs of 12 games, every run of 30, mostly ATL gate 2
    // and Seattle), so a single small run is not yet free of false alarms.
    for (const n of [12]) {
      const side = { settings: flawSettings(dead, 'usa', n, 1), board };
      // The report runLab gives for these games (lab.ts: reportOf of the run's records).
      const run = played.run(side);
      expect(run.records.map((g) => g.seed)).toEqual(Array.from({ length: n }, (_, i) => 1 + i));
      const r = reportOf(side, specOf(side.settings, board), run.records, run);
      expect(r.findings.map((f) => `${f.kind}:${f.element}`), `${n} games`).toEqual([]);
    }
  });
});
