import { describe, expect, it } from 'vitest';
import { problemSayer } from '../../../../games/core/board-problem.js';
import { problemMessages } from '../../../../games/core/problem-messages.js';
import { problemRowKeys } from './problem-rows.js';

/** A change of language keeping every key, on a real board: each game editor's problem-rows test. */
describe('the problem list keys its rows by what a problem is, not by its words', () => {
  it('a problem fixed above does not re-key the rows below it', () => {
    const say = problemSayer(problemMessages);
    const a = say('$.cities[0].name', 'board.problem.alone', { problem: 'x' });
    const b = say('$.cities[1].name', 'board.problem.alone', { problem: 'y' });
    const c = say('$.routes', 'board.load.notObject', undefined, 'warning');
    const [, ...kept] = problemRowKeys([a, b, c]);
    expect(problemRowKeys([b, c])).toEqual(kept);
  });

  it('no two rows share a key, even two problems with the same words at one path', () => {
    const say = problemSayer(problemMessages);
    const twice = say('$.cities', 'board.problem.alone', { problem: 'x' });
    const other = say('$.cities', 'board.problem.alone', { problem: 'y' });
    const hint = { path: '$.cities', message: 'Add cities.', severity: 'error' as const };
    const keys = problemRowKeys([twice, { ...twice }, other, hint, { ...hint }, { ...twice, severity: 'warning' }]);
    expect(new Set(keys).size).toBe(6);
    // The same key with other params is another row; the same at another severity too.
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[5]).not.toBe(keys[0]);
  });
});
