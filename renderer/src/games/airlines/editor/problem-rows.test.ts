/** The editor's problem list on an Airlines board: a change of language keeps every row's key (editor/panels/problem-rows.ts). */
import { describe, expect, it } from 'vitest';
import northAmerica from '../../../../../boards/airlines/north-america.board.json';
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import { loadBoard, validateBoard } from '../../../editor-core/model/board-io.js';
import { problemRowKeys } from '../../../editor/panels/problem-rows.js';
import { editorArea } from '../../../i18n/editor/index.js';
import { inLocale } from '../../../i18n/in-locale.test-support.js';
import { airlinesMode } from './mode.js';

/** North America with its cities gone and two airlines unnamed: the mode's own hint, schema and game problems. */
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

});
