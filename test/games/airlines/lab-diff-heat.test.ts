/**
 * The difference heat map: per-element changes of the share of games used (B − A) ranked by
 * effect size, drawn on B's geometry in diverging colours with its own legend; the ordinary heat
 * map is drawn as before once it is done (the palette is swapped for one call only).
 */
import { describe, expect, it } from 'vitest';
import type { LabComparison } from '../../../formats/lab-report.js';
import { tinyBoard } from '../../../games/airlines/testing.js';
import { games } from '../../../games/index.js';
import { heatSvg } from '../../../main/lab/board-svg.js';
import { diffColour, diffHeatSvg, elementDeltas } from '../../../main/lab/diff-heat.js';
import { defaultBots, runLabDocument } from '../../../main/lab/lab.js';

const def = games.get('airlines')!;
const settings = (name: string) => ({ game: def.id, gameName: def.name, board: { name, hash: name, source: name }, players: 4, games: 30, seed: 1, bots: defaultBots(def), options: def.optionsSchema.parse({}) as Record<string, unknown>, maxMoves: 5000 });

describe('the difference heat map', () => {
  it('ranks the changes by effect size and draws B − A in diverging colours; the plain map is unchanged after', async () => {
    // B: Yton–Eee (r6) out of reach (14 instead of 1): used in far fewer games than on A.
    const dear = structuredClone(tinyBoard);
    dear.routes[5]!.costs = [14];
    const { doc } = await runLabDocument({ settings: settings('A'), board: tinyBoard }, { settings: settings('B'), board: dear }, { workers: 0 });
    const c = doc as LabComparison;
    const plainBefore = heatSvg('airlines', c.b.board, c.b.elements);
    const deltas = elementDeltas(c.a, c.b);
    expect(deltas.length).toBe(c.b.elements.reduce((t, k) => t + k.items.length, 0));
    const r6 = deltas.find((d) => d.id === 'r6')!;
    expect(deltas[0]).toBe(r6);
    expect(r6.d).toBeCloseTo(r6.b - r6.a, 10);
    expect(r6.d).toBeLessThan(0);
    expect(r6.hi).toBeLessThan(0);
    for (let i = 1; i < deltas.length; i++) expect(Math.abs(deltas[i]!.z)).toBeLessThanOrEqual(Math.abs(deltas[i - 1]!.z));

    const svg = diffHeatSvg(c.a, c.b, deltas)!;
    expect(svg).toContain('<title>Difference heat map: board B minus board A');
    expect(svg).toContain('Routes: B − A, points of the share of games used');
    expect(svg).toContain('used on neither');
    // In French: the title, the legend and its kind's label.
    const fr = diffHeatSvg(c.a, c.b, deltas, 'fr')!;
    expect(fr).toContain('<title>Carte de chaleur des différences : plateau B moins plateau A');
    expect(fr).toContain('Routes : B − A, en points de la part des parties où il sert');
    expect(fr).toContain('utilisé sur aucun des deux');
    // The route that lost most is drawn in the deepest blue of its kind.
    expect(svg).toMatch(new RegExp(`data-route="r6"[^>]*stroke="${diffColour(-1)}"`));
    expect(diffColour(0)).toBe('#f7f7f7');
    expect(diffColour(1)).toBe('#c53030');
    expect(heatSvg('airlines', c.b.board, c.b.elements)).toBe(plainBefore);
    expect(plainBefore).not.toContain('B − A');
  });
});
