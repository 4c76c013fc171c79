import type { Bot } from './types.js';

/** The baseline bot every game has: any legal move, chosen uniformly. */
export function randomBot<S, M>(): Bot<S, M> {
  return {
    id: 'random',
    name: 'Random',
    description: 'Plays any legal move, chosen at random.',
    choose: ({ legal, rng }) => rng.pick(legal),
  };
}
