/**
 * The second bot mix: a planted dead airport (Blue Skies, no demand card names Atlanta) is found
 * with the default bots and holds with Medium and Easy on fresh seeds; findings that do not hold
 * with the second mix move to the unconfirmed list, each with the second mix's figure. 40 games a
 * side in this thread, fixed seeds, so the lists are pinned.
 */
import { describe, expect, it } from 'vitest';
import { PLANTED } from '../../test/lab/planted-flaws.js';
import { runFlaw } from '../../test/lab/run-flaw.js';
import { recheckSecondMix, secondMixBots } from './second-mix.js';
import { labWord } from './words.js';
import { games } from '../../games/index.js';

describe('second bot mix', () => {
  it('the second mix is the heuristic with and without slips, in every game', () => {
    for (const def of games.values()) expect(secondMixBots(def), def.id).toEqual(['medium', 'easy']);
  });

  it('a dead airport holds with both mixes; what does not hold moves to unconfirmed', async () => {
    const flaw = PLANTED.find((f) => f.name.startsWith('a dead airport'))!;
    const { doc } = await runFlaw(flaw, 40);
    const first = doc.findings.map((f) => `${f.kind}:${f.element}`);
    expect(doc.findings[0]!.basis?.words).toBe('Strategist and Spreader over 40 games (seeds 1–40)');
    // A finding the second mix cannot confirm: the dead airport's reading, moved to an airport
    // nothing was done to (the default bots' figure for it is planted, the second run measures it).
    const planted = { ...doc.findings[0]!, element: 'DFW', name: 'DFW' };
    const checked = await recheckSecondMix({ ...doc, findings: [...doc.findings, planted] }, { workers: 0 });
    expect(checked.secondMix).toMatchObject({ basis: { bots: ['medium', 'easy'], games: 40, seeds: [41, 80] }, held: first.length, checked: first.length + 1 });
    expect(checked.findings.map((f) => `${f.kind}:${f.element}`)).toEqual(first);
    // All three of the dead airport's gates are named since the lab measures each element's own timing.
    expect(first).toEqual(['airport:ATL', 'gate:ATL#2', 'gate:ATL#1', 'gate:ATL#3']);
    const top = checked.findings[0]!;
    expect(top.secondMix!.holds).toBe(true);
    expect(top.secondMix!.effect!.hi).toBeLessThan(0);
    expect(top.words).toContain('It holds with Strategist and Spreader over 40 games (seeds 1–40) and with Medium and Easy over 40 games (seeds 41–80) (');
    const dropped = checked.unconfirmed.find((f) => f.element === 'DFW')!;
    expect(dropped.secondMix).toMatchObject({ holds: false });
    expect(dropped.words).toContain('Only with Strategist and Spreader over 40 games (seeds 1–40): with Medium and Easy over 40 games (seeds 41–80) it does not hold (');
    expect(checked.secondMix!.seatWords).toMatch(/^Seat win rates \d+\/\d+\/\d+\/\d+ % with Strategist and Spreader over 40 games \(seeds 1–40\), \d+\/\d+\/\d+\/\d+ % with Medium and Easy over 40 games \(seeds 41–80\)\. /);
    // Said by key: the English from the English catalogue, and the same in German.
    expect(labWord('en', top.wording, '')).toBe(top.words);
    expect(labWord('de', top.wording, '')).toContain(' Es gilt mit ');
    expect(labWord('en', checked.secondMix!.seatWording, '')).toBe(checked.secondMix!.seatWords);
    expect(labWord('fr', checked.secondMix!.seatWording, '')).toMatch(/^Taux de victoire des places : \d+\/\d+\/\d+\/\d+ % avec /);
  });
});
