/**
 * Every area's words the games and the host say, for clients (core/client-words.ts): the shared
 * ones, the host's, the board problems', and each game's, all under their own key prefixes so one catalogue holds them.
 * Each game's catalogues come from its definition in the registry, so a new game brings its words
 * with its entry there and this file names none.
 */
import { coreMessages } from './core/core-messages.js';
import { hostMessages } from './core/host-messages.js';
import { problemMessages } from './core/problem-messages.js';
import type { Catalogues } from './core/messages.js';
import { mergeCatalogues } from './core/wording.js';
import { games } from './index.js';

/** Each game's catalogues (with the shared words), by game id, in the registry's order. */
export const gameMessages: Readonly<Record<string, Catalogues>> = Object.fromEntries(
  [...games.values()].flatMap((def) => (def.messages ? [[def.id, def.messages] as const] : [])),
);

/** The shared words, the host's and every game's, in one: what a client words the wire with. */
export const allMessages: Catalogues = mergeCatalogues(coreMessages, hostMessages, problemMessages, ...Object.values(gameMessages));
