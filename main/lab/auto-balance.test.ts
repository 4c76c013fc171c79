/**
 * Auto-balance as a multi-objective search: the objectives are shortfalls from the designer's aims
 * (worked by hand below), the front keeps every board no other beats on every aim, ordered by the
 * summed shortfall; a small search on the planted dead airport (Blue Skies, no demand card names
 * Atlanta) tries the board's own finding's edit first, changes only the fields allowed, and
 * verifies its choice against the board as it was on fresh seeds. Small runs in this thread.
 */
import { describe, expect, it } from 'vitest';
import type { BalanceObjective } from '../../formats/lab-report.js';
import { games } from '../../games/index.js';
import { PLANTED, plantedBoard } from '../../test/lab/planted-flaws.js';
import { autoBalance, balanceAskProblem, frontLines, objectivesOf, paretoFront, raceLines } from './auto-balance.js';
import { labWord } from './words.js';
import { defaultBots, runLab } from './lab.js';

const tally = (seatWins: number[], games: number, turns: number) => ({ players: seatWins.length, games, sole: seatWins.reduce((t, w) => t + w, 0), decided: seatWins.reduce((t, w) => t + w, 0), seatWins, turns: turns * games, turns2: turns * turns * games });
const obj = (key: BalanceObjective['key'], value: number): BalanceObjective => ({ key, value, lo: value, hi: value, words: '' });

describe('auto-balance', () => {
  it('objectives are shortfalls from the aims: the worst seat beyond ±3 points, games without a sole winner, the length off its target', () => {
    // 1,000 games, 900 with a sole winner: seat 1 wins 36 % of those (11 points over fair, 8 beyond the aim).
    const o = objectivesOf([tally([324, 216, 198, 162], 1000, 30)], { seatWithin: 0.03, players: [4], decisive: true, targetTurns: 25 });
    expect(o.map((x) => x.key)).toEqual(['seats', 'undecided', 'length']);
    expect(o[0]!.value).toBeCloseTo(0.36 - 0.25 - 0.03, 9);
    expect(o[0]!.lo).toBeGreaterThan(0);
    expect(o[0]!.hi).toBeGreaterThan(o[0]!.value);
    expect(o[0]!.words).toBe('seat win rates 36/24/22/18 % at 4 players (fair: 25 %)');
    // Said by key: the English from the English catalogue, French and German from theirs.
    for (const x of o) expect(labWord('en', x.wording, '')).toBe(x.words);
    expect(labWord('fr', o[0]!.wording, '')).toBe('taux de victoire par place 36/24/22/18 % à 4 joueurs (part équitable : 25 %)');
    expect(labWord('de', o[1]!.wording, '')).toBe('10 % der Partien ohne alleinigen Sieger');
    expect(o[2]!.words).toBe('a mean length of 30.0 turns (target 25)');
    expect(labWord('de', o[2]!.wording, '')).toBe('eine mittlere Länge von 30,0 Zügen (Ziel: 25)');
    expect(o[1]!.value).toBeCloseTo(0.1, 9);
    expect(o[2]!.value).toBeCloseTo(0.2, 9);
    // Within the aim: no shortfall.
    expect(objectivesOf([tally([26, 25, 25, 24], 100, 30)], { seatWithin: 0.03, players: [4], decisive: false, targetTurns: null })).toMatchObject([{ key: 'seats', value: 0 }]);
  });

  it('the front keeps the boards no other beats on every aim, best summed shortfall first; dropped boards are left out', () => {
    const c = (seats: number, undecided: number, dropped = false) => ({ objectives: [obj('seats', seats), obj('undecided', undecided)], score: 100 * (seats + undecided), dropped });
    expect(paretoFront([c(0.1, 0.1), c(0.05, 0.2), c(0.2, 0.05), c(0.1, 0.2), c(0.01, 0.01, true)])).toEqual([0, 1, 2]);
  });

  it('an ask is checked against the game', () => {
    const def = [...games.values()][0]!;
    expect(balanceAskProblem(def, { candidates: 0 })).toMatchObject({ key: 'host.lab.candidates', params: { max: 50 }, message: 'An auto-balance tries 1 to 50 boards.' });
    expect(balanceAskProblem(def, { candidates: 3, aims: { players: [9] } })?.message).toBe(`${def.name} is for ${def.minPlayers} to ${def.maxPlayers} players, not 9.`);
    expect(balanceAskProblem(def, { candidates: 3, aims: { seatWithin: 0.03, players: [3, 4], targetTurns: 20 } })).toBeNull();
  });

  it('a small search: the finding’s own edit first, only allowed fields, the choice verified on fresh seeds', async () => {
    const flaw = PLANTED.find((f) => f.name.startsWith('a dead airport'))!;
    const def = games.get(flaw.game)!;
    // 20 games: at 12 the default bots (two since the weak styles left) flag no gate with an edit.
    const N = 20;
    const settings = { game: def.id, gameName: def.name, board: { name: 'flawed', hash: 'x', source: 'x' }, players: 4, games: N, seed: 1, bots: defaultBots(def), options: def.optionsSchema.parse({}) as Record<string, unknown>, maxMoves: 5000 };
    const r = await autoBalance({ settings, board: plantedBoard(flaw) }, { candidates: 3, workers: 0, fields: ['airports'] });
    expect(r.stopped).toBe('done');
    expect(r.candidates).toHaveLength(4);
    expect(r.candidates[0]!.edits).toEqual([]);
    // The board's own first finding with an edit under "airports" gives the first board tried.
    const report = (await runLab(settings, plantedBoard(flaw), { workers: 0 }))!;
    const first = report.findings.find((f) => f.suggestion?.field.startsWith('airports'))!;
    expect(r.candidates[1]!.edits).toMatchObject([{ field: first.suggestion!.field, to: first.suggestion!.to }]);
    for (const c of r.candidates) for (const e of c.edits) expect(e.field).toMatch(/^airports\[\d+\]\./);
    expect(r.front.length).toBeGreaterThan(0);
    const scores = r.front.map((i) => r.candidates[i]!.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(r.played).toBeLessThanOrEqual(N * (3 + 1 + 2));
    if (r.chosen === null) expect(r.verification).toBeNull();
    else {
      expect(r.edits).toEqual(r.candidates[r.chosen]!.edits);
      expect(r.verification!.basis.seeds).toEqual([N + 1, 2 * N]);
      expect(r.verification!.words).toMatch(/^On fresh seeds \(.* over 20 games \(seeds 21–40\) on each board\): as it was, seat win rates /);
    }
    expect(r.words).toMatch(/^Aims: seat win rates within ±3 points of fair at 4 players, decisive games, with .* over 20 games \(seeds 1–20\)\. Tried 3 boards besides the board as it was/);
    // Said by key: the English word for word from the English catalogue; the French and German from theirs.
    expect(labWord('en', r.wording, '')).toBe(r.words);
    if (r.verification) expect(labWord('en', r.verification.wording, '')).toBe(r.verification.words);
    for (const c of r.candidates) for (const e of c.edits) expect(labWord('en', e.wording, '')).toBe(e.words);
    expect(labWord('fr', r.wording, '')).toMatch(/^Objectifs : taux de victoire de chaque place à ±3 points de la part équitable à 4 joueurs, parties décisives, avec .* 3 plateaux essayés en plus du plateau tel qu’il était/);
    expect(frontLines(r)[0]).toMatch(/^1\. \d+\.\d points short( \(chosen\))?: seat win rates /);
    expect(frontLines(r, 'de')[0]).toMatch(/^1\. \d+,\d Punkte entfernt( \(gewählt\))?: Siegquoten nach Platz /);
  });

  it('the race: a planted board obviously further from the aims stops after its first stage, a close one plays every game; progress and Cancel', async () => {
    // The bundled North America board, unplanted (the cheap-route flaw's file).
    const na = PLANTED.find((f) => f.name.startsWith('a cheap route'))!;
    const def = games.get(na.game)!;
    const N = 40;
    const settings = { game: def.id, gameName: def.name, board: { name: 'North America', hash: 'x', source: 'x' }, players: 4, games: N, seed: 3, bots: defaultBots(def), options: def.optionsSchema.parse({}) as Record<string, unknown>, maxMoves: 5000 };
    const board = plantedBoard({ game: na.game, file: na.file }) as { airlines: unknown[]; routes: { costs: number[] }[] };
    // Aim only at a length of 100 turns (the board as it was: about 103): every airline down to 3
    // stock cards ends the game in a fraction of that; one route a step dearer changes little.
    const aims = { seatWithin: 0.5, decisive: false, targetTurns: 100 };
    const starved = board.airlines.map((_, i) => ({ field: `airlines[${i}].stockCards`, to: 3, words: '' }));
    const dearer = [{ field: 'routes[0].costs', to: board.routes[0]!.costs.map((c) => Math.min(14, c + 1)), words: '' }];
    const progress: [number, number][] = [];
    const r = await autoBalance({ settings, board }, { candidates: 2, workers: 0, aims, first: [starved, dearer], onProgress: (d, t) => progress.push([d, t]) });
    expect(r.candidates.map((c) => c.edits.length)).toEqual([0, 9, 1]);
    // Stage 1 is the first 4 games (a round of seats); the starved board's length is far off
    // on every resample of them, so it stops there, against the board as it was.
    expect(r.candidates[1]).toMatchObject({ games: 4, dropped: true, drop: { after: 4, against: 0 } });
    expect(r.candidates[1]!.drop!.lo).toBeGreaterThan(0);
    expect(r.candidates[2]).toMatchObject({ games: N, dropped: false });
    expect(r.candidates[2]!.drop).toBeUndefined();
    expect(r.saved).toBe(N - 4);
    expect(raceLines(r)[1]).toMatch(/^1\. .*: stopped after 4 games: \d+\.\d points further from the aims than the board as it was on the same games \(paired bootstrap, 95 % interval \d+\.\d to \d+\.\d\)\.$/);
    expect(raceLines(r)[2]).toMatch(/^2\. .*: played all 40 games\.$/);
    expect(raceLines(r, 'de')[2]).toMatch(/alle 40 Partien gespielt\.$/);
    // Progress: games done only grow; the "at most" total shrinks by the games saved, never below them.
    for (let k = 1; k < progress.length; k++) {
      expect(progress[k]![0]).toBeGreaterThanOrEqual(progress[k - 1]![0]);
      expect(progress[k]![1]).toBeLessThanOrEqual(progress[k - 1]![1]);
    }
    // At the end: every game counted, the total short only by a verifying A/B not needed (no board came nearer).
    expect(progress.at(-1)).toEqual([r.played, r.played + (r.verification ? 0 : 2 * N)]);
    // Cancel during the race: it stops, and says so.
    const stop = new AbortController();
    const c = await autoBalance({ settings, board }, { candidates: 2, workers: 0, aims, first: [starved, dearer], signal: stop.signal, onProgress: (d) => d >= N + 8 && stop.abort() });
    expect(c.stopped).toBe('cancelled');
    expect(c.verification).toBeNull();
    expect(c.played).toBeLessThan(r.played);
  });
});
