/**
 * Names the Airlines Europe screen needs, from the board: names, initials, colours, homes and
 * routes. Words of no language, so a test in Node can use them without the screen's catalogues.
 */
import type { EuropeBoard } from '../../../../games/airlines-europe/types.js';

/** Names the screen needs, from the board. */
export interface Names {
  airline(id: string): string;
  initials(id: string): string;
  colour(id: string): string | undefined;
  home(id: string): string | undefined;
  route(id: string): string;
}

export function namesOf(board: EuropeBoard): Names {
  const airlines = new Map(board.airlines.map((a) => [a.id, a]));
  const cities = new Map(board.cities.map((c) => [c.id, c.name]));
  const routes = new Map(board.routes.map((r) => [r.id, r]));
  return {
    airline: (id) => (id === 'abacus' ? board.abacus.name : (airlines.get(id)?.name ?? id)),
    initials: (id) => (id === 'abacus' ? 'AB' : (airlines.get(id)?.initials ?? id)),
    colour: (id) => (id === 'abacus' ? board.abacus.colour : airlines.get(id)?.colour),
    home: (id) => airlines.get(id)?.home,
    route: (id) => {
      const r = routes.get(id);
      return r ? `${cities.get(r.from) ?? r.from}–${cities.get(r.to) ?? r.to}` : id;
    },
  };
}
