/**
 * The standalone report's heat map: drawn by each game's own `lab.heatMap` from the board's
 * geometry with the lab's pen; a game without one, or a board that is not an object, gets none.
 */
import { describe, expect, it } from 'vitest';
import type { ElementKindReport } from '../../formats/lab-report.js';
import { games } from '../../games/index.js';
import { defaultBoardRaw } from '../../test/fixtures/bundled-boards.js';
import { heatSvg } from './board-svg.js';
import type { ElementKind } from '../../games/core/lab-probe.js';

/** Every element of the board, every other one used. */
function someUse(kinds: readonly ElementKind[]): ElementKindReport[] {
  let n = 0;
  return kinds.map((k) => ({
    kind: k.kind,
    label: k.label,
    labelWording: k.labelWords,
    items: k.items.map((it) => {
      const uses = n++ % 2 === 0 ? (n % 5) + 1 : 0;
      return { id: it.id, name: it.name, uses, usesPerGame: uses / 10, useRate: uses ? 0.5 : 0, winRateUsed: null };
    }),
  })) as unknown as ElementKindReport[];
}

describe('heatSvg', () => {
  for (const def of games.values()) {
    if (!def.lab?.heatMap) continue;
    it(`${def.name}: its own drawing of its default board, used and unused elements apart`, () => {
      const board = defaultBoardRaw(def);
      const svg = heatSvg(def.id, board, someUse(def.lab!.elements(board, def.maxPlayers)));
      expect(svg).toMatch(/^<svg [^>]*role="img"/);
      expect(svg).toContain('never used');
      expect(svg).toContain('% of games');
      // In the reader's language: the legend, its kind's label and the shares.
      const de = heatSvg(def.id, board, someUse(def.lab!.elements(board, def.maxPlayers)), 'de')!;
      expect(de).toContain('nie genutzt');
      expect(de).toContain('% der Partien');
      expect(de).toMatch(/>(Strecken|Felder|Flughäfen): Nutzungen pro Partie</);
      // The legend's ends as German writes them: 0,10 to 0,50 uses per game.
      expect(de).toContain('>0,10</text>');
      expect(svg).toContain('>0.10</text>');
    });
  }

  it('gives no drawing for a game that is not installed, or a board that is no object', () => {
    expect(heatSvg('no-such-game', {}, [])).toBeNull();
    expect(heatSvg('__proto__', {}, [])).toBeNull();
    const some = [...games.values()].find((d) => d.lab?.heatMap)!;
    expect(heatSvg(some.id, null, [])).toBeNull();
    expect(heatSvg(some.id, 'text', [])).toBeNull();
  });
});
