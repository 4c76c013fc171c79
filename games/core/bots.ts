import { botWords } from './bot-words.js';
import { coreMessages } from './core-messages.js';
import type { Bot } from './types.js';
import { sayer } from './wording.js';

/** The baseline bot every game has: any legal move, chosen uniformly. */
export function randomBot<S, M>(): Bot<S, M> {
  return {
    id: 'random',
    ...botWords(sayer(coreMessages), 'core', 'random'),
    choose: ({ legal, rng }) => rng.pick(legal),
  };
}
