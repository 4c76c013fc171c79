/**
 * Board element ids that a plain object already answers to. A board is data from outside: an
 * airline called "constructor" or a city called "__proto__" would make every record keyed by
 * ids (a hand, a supply, the markers on the routes) read or write the prototype instead. Each
 * game's board check refuses such ids with a clear problem, so no game state is ever keyed by
 * one.
 */
import type { BoardProblem } from './types.js';

/** True for `"__proto__"`, `"constructor"`, `"toString"` … and `"prototype"`. */
export function isPrototypeName(id: string): boolean {
  return id in Object.prototype || id === 'prototype';
}

/** One error per element whose `id` is a prototype name, at `$.<list>[i].id`. */
export function prototypeIdProblems(items: readonly { id: string }[], at: string, what: string): BoardProblem[] {
  const out: BoardProblem[] = [];
  items.forEach((item, i) => {
    if (isPrototypeName(item.id)) {
      out.push({
        path: `${at}[${i}].id`,
        message: `${/^[aeiou]/i.test(what) ? 'An' : 'A'} ${what} cannot have the id "${item.id}": JavaScript objects already use that name. Choose another id (for example "${item.id.replace(/_/g, '')}-1").`,
        severity: 'error',
      });
    }
  });
  return out;
}
