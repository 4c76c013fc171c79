import { describe, expect, it } from 'vitest';
import europeJson from '../../boards/airlines-europe/europe.board.json';
import { checkBoard, isPlayable } from '../core/board-check.js';
import { airlinesEurope as def } from './index.js';
import { europeBoard } from './testing.js';
import type { EuropeBoard } from './types.js';

const copy = (): EuropeBoard => structuredClone(europeBoard);
const paths = (b: EuropeBoard): string[] => def.validateBoard(b).filter((p) => p.severity !== 'warning').map((p) => p.path);

describe('Airlines Europe board', () => {
  it('The default board reads, checks clean and matches the known facts (10 airlines, 112 shares, 20 Air Abacus, 4 bonus connections on the four smallest)', () => {
    const res = checkBoard(def, europeJson);
    expect(res.ok).toBe(true);
    expect(res.problems).toEqual([]);
    expect(isPlayable(res.problems)).toBe(true);
    const b = europeBoard;
    expect(b.airlines).toHaveLength(10);
    expect(b.airlines.reduce((t, a) => t + a.shares, 0)).toBe(112);
    expect(b.abacus.shares).toBe(20);
    expect(b.bonuses).toHaveLength(4);
    const smallest = [...b.airlines].sort((x, y) => x.shares - y.shares).slice(0, 4).map((a) => a.id).sort();
    expect(b.bonuses.map((x) => x.airline).sort()).toEqual(smallest);
    expect(b.routes.every((r) => r.licences.length >= 1 && r.licences.length <= 3)).toBe(true);
    // More shares, lower start on the share track.
    const bySize = [...b.airlines].sort((x, y) => y.shares - x.shares);
    for (let i = 1; i < bySize.length; i++) expect(bySize[i]!.trackStart).toBeGreaterThanOrEqual(bySize[i - 1]!.trackStart);
    // The airlines the rules name, with their colours and player counts.
    const named = Object.fromEntries(b.airlines.map((a) => [a.name, a.removedWith]));
    expect(named['Air Amigos']).toEqual([2, 3, 4]);
    expect(named['Lucky Hans Airways']).toEqual([2, 3]);
    expect(named['Rio Grande Southern Europe']).toEqual([2]);
  });

  it('Board check: a route to a city that does not exist', () => {
    const b = copy();
    b.routes[0]!.to = 'atlantis';
    expect(paths(b)).toContain('$.routes[0].to');
  });

  it('Board check: an airline whose home airport has no route', () => {
    const b = copy();
    b.cities.push({ id: 'reykjavik', name: 'Reykjavik', x: 10, y: 10 });
    b.airlines[0]!.home = 'reykjavik';
    expect(paths(b)).toContain('$.airlines[0].home');
  });

  it('Board check: an airline is warned of the cities its home can never reach, in the map order (an island, a home with no route)', () => {
    const b = copy();
    b.cities.push({ id: 'reykjavik', name: 'Reykjavik', x: 10, y: 10 }, { id: 'nuuk', name: 'Nuuk', x: 5, y: 5 }, { id: 'torshavn', name: 'Tórshavn', x: 20, y: 20 });
    b.routes.push({ id: 'rey-nuk', from: 'nuuk', to: 'reykjavik', licences: [3] });
    b.airlines[0]!.home = 'reykjavik';
    b.airlines[1]!.home = 'torshavn';
    const unreached = new Map(
      def
        .validateBoard(b)
        .filter((p) => p.key === 'europe.board.unreachable')
        .map((p) => [p.path, (p.params!.cities as { list: string[] }).list]),
    );
    const mainland = europeBoard.cities.map((c) => c.name);
    // The island's airline never reaches the mainland; the one with no route reaches no city at
    // all (Tórshavn itself, no route's end, is not listed); every other airline misses the island.
    expect(unreached.get('$.airlines[0].home')).toEqual(mainland);
    expect(unreached.get('$.airlines[1].home')).toEqual([...mainland, 'Reykjavik', 'Nuuk']);
    for (let i = 2; i < b.airlines.length; i++) expect(unreached.get(`$.airlines[${i}].home`), b.airlines[i]!.name).toEqual(['Reykjavik', 'Nuuk']);
    expect(unreached.size).toBe(b.airlines.length);
    // Joined to the mainland, the island is reached by all.
    b.routes.push({ id: 'rey-dub', from: 'reykjavik', to: 'dublin', licences: [4] });
    expect(def.validateBoard(b).filter((p) => p.key === 'europe.board.unreachable').map((p) => p.path)).toEqual(['$.airlines[1].home']);
  });

  it('Board check: share-track stretches with a gap, or that stop short of the last space', () => {
    const b = copy();
    b.shareTrack.ranges[1]!.from += 1;
    expect(paths(b)).toContain('$.shareTrack.ranges[1].from');
    const c = copy();
    c.shareTrack.length += 5;
    expect(paths(c)).toContain('$.shareTrack.ranges');
  });

  it('Board check: too few shares for a player count', () => {
    const b = copy();
    for (const a of b.airlines) a.shares = 3;
    expect(paths(b)).toContain('$.airlines');
  });

  it('Board check: a bonus connection of an unknown airline or city', () => {
    const b = copy();
    b.bonuses[0]!.airline = 'nobody';
    b.bonuses[1]!.to = 'atlantis';
    expect(paths(b)).toEqual(expect.arrayContaining(['$.bonuses[0].airline', '$.bonuses[1].to']));
  });

  it('Board check: an airline starting past the end of the share track; duplicate ids', () => {
    const b = copy();
    b.airlines[2]!.trackStart = 999;
    b.routes[1]!.id = b.routes[0]!.id;
    expect(paths(b)).toEqual(expect.arrayContaining(['$.airlines[2].trackStart', '$.routes[1].id']));
  });

  it('Board check: setup refuses an unplayable board with the reason', () => {
    const b = copy();
    b.routes[0]!.to = 'atlantis';
    expect(() => def.setup({ board: b, players: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], options: {}, seed: 1 })).toThrow(/atlantis/);
  });

  it('Board schema: a licence price must be a whole number of millions, one to three per route', () => {
    const raw = structuredClone(europeJson) as { routes: { licences: number[] }[] };
    raw.routes[0]!.licences = [1, 2, 3, 4];
    expect(checkBoard(def, raw).ok).toBe(false);
  });
});
