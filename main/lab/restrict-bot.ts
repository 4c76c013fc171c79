/**
 * A bot forbidden from one element or one kind of element (restricted play, Jaffe et al., AIIDE
 * 2012): before it chooses, each legal move is tried on a copy of the state and dropped when the
 * game's ledger says it would take the forbidden element for this seat. When every legal move
 * would, the bot chooses among them all (a seat must move). Pure: it runs in the lab's workers.
 */
import type { GameProbe } from '../../games/core/lab-probe.js';
import { simFork, simStep } from '../../games/core/sim.js';
import type { Bot, GameDefinition, GameEvent } from '../../games/core/types.js';
import type { Wording } from '../../games/core/wording.js';
import { say } from './words.js';

export interface Restriction {
  kind: string;
  /** Absent: every element of the kind. */
  id?: string;
}

/** Whether `move` would take a forbidden element for `player`, read from the events it causes. */
export function takesForbidden(def: GameDefinition, probe: GameProbe, state: unknown, player: string, move: unknown, r: Restriction): boolean {
  const events: GameEvent[] = [];
  let after: unknown;
  try {
    after = simStep(def, simFork(def, state), player, move, events);
  } catch {
    return false;
  }
  if (events.length === 0) return false;
  return probe.ledger.taken(events, after).some((h) => h.player === player && h.kind === r.kind && (r.id === undefined || h.id === r.id));
}

/** The restricted bot's name ("Majority (without mia-nyc)"), its English and its wording. */
function without(base: Bot<unknown, unknown>, r: Restriction): { name: string; nameWords: Wording } {
  const s = say('labr.bot.without', { bot: base.nameWords ?? base.name, what: r.id ?? { key: 'labr.bot.withoutAny', params: { kind: r.kind } } });
  return { name: s.text, nameWords: s.wording };
}

export function restrictedBot(def: GameDefinition, probe: GameProbe, base: Bot<unknown, unknown>, r: Restriction): Bot<unknown, unknown> {
  return {
    ...base,
    id: base.id,
    ...without(base, r),
    choose(ctx) {
      const allowed = ctx.legal.filter((m) => !takesForbidden(def, probe, ctx.state, ctx.player, m, r));
      return base.choose(allowed.length === 0 || allowed.length === ctx.legal.length ? ctx : { ...ctx, legal: allowed });
    },
  };
}
