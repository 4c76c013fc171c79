import { describe, expect, it } from 'vitest';
import northAmerica from '../../../../boards/airlines/north-america.board.json';
import type { AirlinesBoard } from '../../../../games/airlines/types.js';
import { problemSayer } from '../../../../games/core/board-problem.js';
import { problemMessages } from '../../../../games/core/problem-messages.js';
import { loadBoard, validateBoard } from '../../editor-core/model/board-io.js';
import { airlinesMode } from '../../games/airlines/editor/mode.js';
import { editorArea } from '../../i18n/editor/index.js';
import { inLocale } from '../../i18n/in-locale.test-support.js';
import { problemRowKeys } from './problem-rows.js';

/** North America with its cities gone and two airlines broken: the mode's own hint, schema and game problems. */
function brokenBoard(): AirlinesBoard {
  const b = structuredClone(loadBoard(airlinesMode, northAmerica).board!);
  return { ...b, cities: [], airlines: b.airlines.map((a, i) => (i < 2 ? { ...a, name: '' } : a)) };
}

describe('the problem list keys its rows by what a problem is, not by its words', () => {
  it('a change of language keeps every row key (the words change: the mode hint and element names are in the chosen language)', async () => {
    const english = await inLocale('en', [editorArea], () => validateBoard(airlinesMode, brokenBoard()));
    const french = await inLocale('fr', [editorArea], () => validateBoard(airlinesMode, brokenBoard()));
    expect(english.length).toBeGreaterThan(3);
    expect(french.map((p) => p.path)).toEqual(english.map((p) => p.path));
    // The hint for the empty city list is worded when the board is checked: French now.
    const hint = (ps: typeof english) => ps.find((p) => p.path === '$.cities' && p.key === undefined)?.message;
    expect(hint(english)).toBeTruthy();
    expect(hint(french)).not.toBe(hint(english));
    // So are the editor's names for elements, params of keyed problems ("Airline" / "Compagnie").
    const named = (ps: typeof english) => ps.find((p) => p.path === '$.airlines[0].name')?.params;
    expect(named(french)).not.toEqual(named(english));
    expect(problemRowKeys(french)).toEqual(problemRowKeys(english));
  });

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
