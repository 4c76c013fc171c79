/**
 * Restricted play: a seat forbidden a route never claims it while it has another move, its win
 * rate is compared with the same seat unrestricted, paired by seed; an element that comes with
 * other moves (a Blue Skies region bonus) is named as one restricted play cannot refuse. Small
 * runs in this thread with fixed seeds, so the counts are pinned.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../games/index.js';
import { PLANTED, plantedBoard } from '../../test/lab/planted-flaws.js';
import { defaultBots, type LabSide } from './lab.js';
import type { GameRecord } from './play.js';
import { pairedDifference, restrictedPlay } from './restricted.js';
import { labWord, WordedError } from './words.js';

function side(name: string, n: number): LabSide {
  const flaw = PLANTED.find((f) => f.name.startsWith(name))!;
  const def = games.get(flaw.game)!;
  return {
    settings: { game: def.id, gameName: def.name, board: { name, hash: name, source: name }, players: flaw.players, games: n, seed: 1, bots: defaultBots(def), options: def.optionsSchema.parse({}) as Record<string, unknown>, maxMoves: 5000 },
    board: plantedBoard(flaw),
  };
}

const rec = (index: number, winners: number[]): GameRecord => ({ index, winners } as unknown as GameRecord);

describe('restricted play', () => {
  it('pairs the marked seat game by game: identical games give at least ±3/n', () => {
    const base = [rec(0, [0]), rec(1, [1]), rec(2, [0]), rec(3, [2])];
    // No result changed in 4 games: still ±3/4 (the rule of three), not a zero-width interval.
    expect(pairedDifference(base, base, 2)).toEqual({ d: 0, lo: -0.75, hi: 0.75, changed: 0 });
    // Game 0: seat 0 won, then lost (−1); game 1: seat 1 won, then shared with seat 0 (−½).
    const restricted = [rec(0, [1]), rec(1, [0, 1]), rec(2, [0]), rec(3, [2])];
    const d = pairedDifference(base, restricted, 2);
    expect(d.d).toBeCloseTo(-0.375, 10);
    expect(d.changed).toBe(2);
    expect(d.lo).toBeLessThan(d.d);
  });

  it('a seat forbidden the cheap Miami–New York route never claims it', async () => {
    const r = (await restrictedPlay(side('a cheap route', 20), { kind: 'route', id: 'mia-nyc' }, { workers: 0 }))!;
    expect(r.element).toEqual({ kind: 'route', id: 'mia-nyc', name: 'Miami–New York (wavy)', nameWords: { key: 'airlines.lab.name.route', params: { from: 'Miami', to: 'New York', type: { key: 'airlines.routeType.wavy' } } } });
    // The route's type inside its name goes by key: the cities are the board's own.
    expect(labWord('fr', r.element.nameWords, '')).toBe('Miami–New York (ondulée)');
    expect(r.tookUnrestricted).toBe(6);
    expect(r.tookRestricted).toBe(0);
    expect(r.words).toContain('A seat forbidden Miami–New York (wavy) wins');
    // Said by key: the English from the English catalogue, and the same in German.
    expect(labWord('en', r.wording, '')).toBe(r.words);
    expect(labWord('de', r.wording, '')).toMatch(/^Ein Platz, dem Miami–New York \(Wellenlinie\) verboten ist, gewinnt \d+ % /);
  });

  it('an unknown restriction is refused by key, before any game', async () => {
    const err = await restrictedPlay(side('a cheap route', 20), { kind: 'route', id: 'nowhere' }, { workers: 0 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WordedError);
    expect((err as WordedError).message).toBe('This board has no route "nowhere".');
    expect(labWord('fr', (err as WordedError).wording, '')).toBe('Ce plateau n’a pas d’élément « nowhere » parmi « Routes ».');
    const kind = (await restrictedPlay(side('a cheap route', 20), { kind: 'gate' }, { workers: 0 }).catch((e: unknown) => e)) as WordedError;
    expect(kind.message).toBe('This board has no element of kind "gate". Kinds: route, airline.');
    expect(labWord('de', kind.wording, '')).toBe('Dieser Spielplan hat kein Element der Art „gate“. Arten: Strecken, Fluggesellschaften (route, airline).');
  });

  it('a region bonus cannot be refused: it comes with the gates', async () => {
    const r = (await restrictedPlay(side('a dominant region', 16), { kind: 'region', id: 'northeast' }, { workers: 0 }))!;
    expect(r.verdict).toBe('not-refusable');
    expect(r.changed).toBe(0);
  });
});
