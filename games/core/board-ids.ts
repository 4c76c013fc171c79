/**
 * Board element ids that a plain object already answers to. A board is data from outside: an
 * airline called "constructor" or a city called "__proto__" would make every record keyed by
 * ids (a hand, a supply, the markers on the routes) read or write the prototype instead. Each
 * game's board check refuses such ids with a clear problem, so no game state is ever keyed by
 * one.
 */
import { problemSayer } from './board-problem.js';
import { problemMessages, type ElementKind } from './problem-messages.js';
import type { BoardProblem } from './types.js';

const sayProblem = problemSayer(problemMessages);

/** True for `"__proto__"`, `"constructor"`, `"toString"` … and `"prototype"`. */
export function isPrototypeName(id: string): boolean {
  return id in Object.prototype || id === 'prototype';
}

/** One error per element whose `id` is a prototype name, at `$.<list>[i].id`. */
export function prototypeIdProblems(items: readonly { id: string }[], at: string, kind: ElementKind): BoardProblem[] {
  const out: BoardProblem[] = [];
  items.forEach((item, i) => {
    if (isPrototypeName(item.id)) out.push(sayProblem(`${at}[${i}].id`, 'board.id.prototype', { kind, id: item.id, example: `${item.id.replace(/_/g, '')}-1` }));
  });
  return out;
}

/** One error per element whose `id` an earlier element of the list already has, at `$.<list>[i].id`. */
export function duplicateIdProblems(items: readonly { id: string }[], at: string, kind: ElementKind): BoardProblem[] {
  const out: BoardProblem[] = [];
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) out.push(sayProblem(`${at}[${i}].id`, 'board.id.duplicate', { kind, id: item.id }));
    seen.add(item.id);
  });
  return out;
}
