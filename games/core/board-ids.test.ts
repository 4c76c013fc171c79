import { describe, expect, it } from 'vitest';
import { isPrototypeName, prototypeIdProblems } from './board-ids.js';

describe('board ids that are prototype names', () => {
  it('isPrototypeName: names every plain object answers to, and nothing else', () => {
    for (const id of ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'prototype']) {
      expect(isPrototypeName(id)).toBe(true);
    }
    for (const id of ['boston', 'proto', 'Constructor', 'p1', 'abacus']) expect(isPrototypeName(id)).toBe(false);
  });

  it('prototypeIdProblems: one error per such id, pointing at it', () => {
    const problems = prototypeIdProblems([{ id: 'a' }, { id: '__proto__' }, { id: 'valueOf' }], '$.cities', 'city');
    expect(problems.map((p) => p.path)).toEqual(['$.cities[1].id', '$.cities[2].id']);
    expect(problems[0]!.message).toMatch(/cannot have the id "__proto__"/);
    expect(problems.every((p) => p.severity === 'error')).toBe(true);
    expect(prototypeIdProblems([{ id: 'constructor' }], '$.airports', 'airport')[0]!.message).toMatch(/^An airport cannot/);
  });
});
