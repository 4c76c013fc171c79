/**
 * Every area's words the games and the host say, for clients (core/client-words.ts): the shared
 * ones, the host's, the board problems', and each game's, all under their own key prefixes so one catalogue holds them.
 */
import { coreMessages } from './core/core-messages.js';
import { hostMessages } from './core/host-messages.js';
import { problemMessages } from './core/problem-messages.js';
import type { Catalogues } from './core/messages.js';
import { mergeCatalogues } from './core/wording.js';
import { airlinesMessages } from './airlines/messages.js';
import { europeMessages } from './airlines-europe/messages.js';
import { blueSkiesMessages } from './blue-skies/messages.js';
import { linie1Messages } from './linie1/messages.js';

/** Each game's catalogues (with the shared words), by game id. */
export const gameMessages: Readonly<Record<string, Catalogues>> = {
  airlines: airlinesMessages,
  'airlines-europe': europeMessages,
  'blue-skies': blueSkiesMessages,
  linie1: linie1Messages,
};

/** The shared words, the host's and every game's, in one: what a client words the wire with. */
export const allMessages: Catalogues = mergeCatalogues(coreMessages, hostMessages, problemMessages, ...Object.values(gameMessages));
