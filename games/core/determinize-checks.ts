/**
 * What every game's determinize test asks (games/<game>/determinize.test.ts): the hook never
 * peeks and keeps what the seat sees. Returns the problems found, in words (empty: none).
 */
import { Rng } from './rng.js';
import type { GameDefinition, PlayerId } from './types.js';

/**
 * `variant` is `state` with only what `seat` cannot see changed (another hand, a deck's order).
 * Checks: the seat's view of both is the same (else the variant changed something visible);
 * both determinize alike for the same seed; a determinization shows the seat what the state
 * shows it; two seeds deal differently; and the bot `botId` (a search level; null: none, it plays
 * whole games and takes a second or two) chooses alike on both.
 */
export function neverPeeks<S, M>(def: GameDefinition<any, any, S, M>, state: S, variant: S, seat: PlayerId, botId: string | null = 'hard'): string[] {
  const problems: string[] = [];
  const json = (x: unknown): string => JSON.stringify(x);
  if (json(state) === json(variant)) problems.push('the variant is the same state');
  if (json(def.view(state, seat)) !== json(def.view(variant, seat))) problems.push("the variant changes the seat's view");
  const before = json(state);
  const a = def.determinize!(state, seat, Rng.fromSeed(11));
  const b = def.determinize!(variant, seat, Rng.fromSeed(11));
  if (json(state) !== before) problems.push('determinize changed its input');
  if (json(a) !== json(b)) problems.push('the determinization depends on what the seat cannot see');
  if (json(def.view(a, seat)) !== json(def.view(state, seat))) problems.push('the determinization changes what the seat sees');
  if (json(def.determinize!(state, seat, Rng.fromSeed(12))) === json(a)) problems.push('two seeds give the same determinization');
  if (botId === null) return problems;
  const bot = def.bots.find((x) => x.id === botId);
  if (!bot) return [...problems, `no bot ${botId}`];
  const legal = def.legalMoves(state, seat);
  if (json(legal) !== json(def.legalMoves(variant, seat))) problems.push("the variant changes the seat's legal moves");
  const m1 = bot.choose({ state, player: seat, legal, rng: Rng.fromSeed(5) });
  const m2 = bot.choose({ state: variant, player: seat, legal, rng: Rng.fromSeed(5) });
  if (json(m1) !== json(m2)) problems.push(`the ${botId} bot chooses differently: ${json(m1)} and ${json(m2)}`);
  return problems;
}
