/**
 * One finding per element: an element measured twice (taken early, and its holders' win rate), or
 * read once confirmed and once not, gives one finding, its strongest reading first and the others
 * listed under it; the lists stay ranked by effect.
 */
import { describe, expect, it } from 'vitest';
import type { ElementFinding } from '../../formats/lab-report.js';
import { onePerElement } from './one-per-element.js';

const f = (element: string, measure: ElementFinding['measure'], value: number, holds: boolean): ElementFinding => ({
  element,
  kind: 'route',
  name: element,
  measure,
  effect: { value, lo: value - 0.05, hi: value + 0.05 },
  q: 0.01,
  direction: value > 0 ? 'weaken' : 'strengthen',
  holdsInBothHalves: holds,
  evidence: {},
  words: `${element} ${measure} ${value}`,
  suggestion: null,
});

describe('one finding per element', () => {
  it('merges the readings of one element under its strongest; a confirmed reading leads an unconfirmed larger one', () => {
    const { findings, unconfirmed } = onePerElement(
      [f('a', 'take-rate', 0.4, true), f('b', 'win-rate', 0.2, true), f('a', 'win-rate', 0.1, true)],
      [f('a', 'win-rate', 0.5, false), f('c', 'take-rate', -0.3, false)],
    );
    expect(findings.map((x) => [x.element, x.measure])).toEqual([
      ['a', 'take-rate'],
      ['b', 'win-rate'],
    ]);
    expect(findings[0]!.also!.map((x) => [x.measure, x.effect.value, x.holdsInBothHalves])).toEqual([
      ['win-rate', 0.1, true],
      ['win-rate', 0.5, false],
    ]);
    expect(findings[0]!.also![0]!.words).toBe('a win-rate 0.1');
    expect(findings[1]!.also).toBeUndefined();
    expect(unconfirmed.map((x) => x.element)).toEqual(['c']);
  });

  it('an element with only unconfirmed readings stays unconfirmed, its strongest first', () => {
    const { findings, unconfirmed } = onePerElement([], [f('d', 'take-rate', 0.2, false), f('d', 'win-rate', -0.3, false)]);
    expect(findings).toEqual([]);
    expect(unconfirmed.map((x) => [x.element, x.measure, x.also?.length])).toEqual([['d', 'win-rate', 1]]);
  });
});
