/**
 * One finding per element: a report may measure an element twice (how early it is taken, how its
 * holders do), and a reading may be confirmed in both halves of the run or not. Shown side by
 * side they gave two figures for one fact; here the strongest reading leads (a confirmed one over
 * an unconfirmed one, then the larger effect, then the smaller q) and the others are listed under
 * it as `also`, in the same order.
 */
import type { ElementFinding, RelatedEvidence } from '../../formats/lab-report.js';

const stronger = (a: ElementFinding, b: ElementFinding): number =>
  Number(b.holdsInBothHalves) - Number(a.holdsInBothHalves) || Math.abs(b.effect.value) - Math.abs(a.effect.value) || a.q - b.q;

function related(f: ElementFinding): RelatedEvidence {
  return { measure: f.measure, effect: f.effect, q: f.q, direction: f.direction, holdsInBothHalves: f.holdsInBothHalves, words: f.words, ...(f.wording ? { wording: f.wording } : {}) };
}

/** The findings and unconfirmed readings merged per element, each list ranked by effect. */
export function onePerElement(findings: readonly ElementFinding[], unconfirmed: readonly ElementFinding[]): { findings: ElementFinding[]; unconfirmed: ElementFinding[] } {
  const groups = new Map<string, ElementFinding[]>();
  for (const f of [...findings, ...unconfirmed]) {
    const key = `${f.kind}\u0000${f.element}`;
    const g = groups.get(key);
    if (g) g.push(f);
    else groups.set(key, [f]);
  }
  const head: ElementFinding[] = [];
  for (const g of groups.values()) {
    const [first, ...rest] = [...g].sort(stronger);
    const also = [...(first!.also ?? []), ...rest.flatMap((f) => [related(f), ...(f.also ?? [])])];
    head.push(also.length ? { ...first!, also } : first!);
  }
  const byEffect = (a: ElementFinding, b: ElementFinding): number => Math.abs(b.effect.value) - Math.abs(a.effect.value) || a.q - b.q;
  return { findings: head.filter((f) => f.holdsInBothHalves).sort(byEffect), unconfirmed: head.filter((f) => !f.holdsInBothHalves).sort(byEffect) };
}
