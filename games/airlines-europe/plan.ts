/**
 * Reading a licence plan (the view's `licencePlan`): the licences that may follow an offer as the
 * turn's second. The plan says it as a difference from the offers, to keep the view small.
 */
import type { LicenceOffer, LicencePlan } from './types.js';

export function followers(plan: LicencePlan, offer: number): LicenceOffer[] {
  const t = plan.then[offer];
  if (!t) return [];
  const kept = t.keep ?? (() => {
    const drop = new Set(t.drop ?? []);
    return plan.offers.map((_, j) => j).filter((j) => !drop.has(j));
  })();
  return [...kept.map((j) => plan.offers[j]!), ...t.add.map((k) => plan.seconds[k]!)].map(({ airline, route, space, price }) => ({ airline, route, space, price }));
}
