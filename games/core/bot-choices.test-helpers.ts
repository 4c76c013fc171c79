/**
 * Pinning bots' choices for a speed-up (issues 24 and 26): whole games over fixed seeds, each
 * game's moves and scores digested, and at every `every`-th state what each watched bot would
 * choose there from every legal move (so a choice the game never acted on must come out the same
 * too). A game's test records the digests before its bots are made faster; a speed-up that changes
 * a single choice then fails. `RECORD_BOT_CHOICES=1` prints the digests to record.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Rng } from './rng.js';
import { simulate } from './simulate.js';
import type { Bot, GameDefinition } from './types.js';

export interface ChoiceConfig<S, M, O> {
  name: string;
  seats: number;
  seeds: number[];
  bots: Bot<S, M>[];
  opts?: Partial<O>;
}

export interface PinnedChoices<B, O, S, M> {
  title: string;
  def: GameDefinition<B, O, S, M>;
  board: B;
  options(changes: Partial<O>): O;
  /** The bots asked at every `every`-th state. */
  watched: Bot<S, M>[];
  every: number;
  configs: ChoiceConfig<S, M, O>[];
  /** Config name → digest. */
  recorded: Record<string, string>;
}

function digest<B, O, S, M>(p: PinnedChoices<B, O, S, M>, c: ChoiceConfig<S, M, O>): string {
  const h = createHash('sha256');
  for (const seed of c.seeds) {
    const r = simulate(p.def, {
      board: p.board,
      players: c.seats,
      options: p.options(c.opts ?? {}),
      seed,
      bots: c.bots,
      afterMove: (s, _player, _move, i) => {
        if (i % p.every !== 0) return;
        const active = p.def.activePlayers(s);
        if (active.length === 0) return;
        const legal = p.def.legalMoves(s, active[0]!);
        for (const bot of p.watched) h.update(JSON.stringify(bot.choose({ state: s, player: active[0]!, legal, rng: Rng.fromSeed(i) })));
      },
    });
    h.update(JSON.stringify(r.moves));
    h.update(`|${JSON.stringify(p.def.outcome(r.state)?.scores ?? null)}|${r.moves.length}|`);
  }
  return h.digest('hex').slice(0, 20);
}

/** One test per config: its digest must be the recorded one. */
export function pinChoices<B, O, S, M>(p: PinnedChoices<B, O, S, M>): void {
  describe(p.title, () => {
    for (const c of p.configs) {
      it(c.name, () => {
        const d = digest(p, c);
        if (process.env['RECORD_BOT_CHOICES']) console.log(`  ${JSON.stringify(c.name)}: '${d}',`);
        expect(d).toBe(p.recorded[c.name]);
      });
    }
  });
}
