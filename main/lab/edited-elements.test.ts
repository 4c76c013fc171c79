import { describe, expect, it } from 'vitest';
import { editedElements, elementKey } from './edited-elements.js';

const kinds = [
  { kind: 'route', items: [{ id: 'mia-nyc' }, { id: 'bos-nyc' }] },
  { kind: 'airline', items: [{ id: 'SCA' }, { id: 'PRA' }] },
  { kind: 'city', items: [{ id: 'SCA' }] },
];
const board = () => ({
  name: 'NA',
  cities: [{ id: 'SCA', name: 'Scarborough' }],
  routes: [
    { id: 'mia-nyc', costs: [9, 12, 14] },
    { id: 'bos-nyc', costs: [1, 3] },
  ],
  airlines: [
    { id: 'SCA', allowedRouteTypes: ['wavy', 'straight'], stockCards: 7 },
    { id: 'PRA', allowedRouteTypes: ['dashed'], stockCards: 7 },
  ],
  deck: [3, 4, 5],
});

describe('the elements an edit touched', () => {
  it('names the element whose own fields changed, by its id and the kind its list names', () => {
    const b = board();
    b.airlines[0]!.allowedRouteTypes = ['wavy'];
    // 'SCA' is an airline and a city: the name of the list it sits in says which.
    expect([...editedElements(board(), b, kinds)]).toEqual([[elementKey('airline', 'SCA'), ['airlines[0].allowedRouteTypes']]]);
    const c = board();
    c.routes[0]!.costs = [1, 1, 1];
    c.airlines[1]!.stockCards = 1;
    expect(new Map(editedElements(board(), c, kinds))).toEqual(
      new Map([
        [elementKey('route', 'mia-nyc'), ['routes[0].costs']],
        [elementKey('airline', 'PRA'), ['airlines[1].stockCards']],
      ]),
    );
  });

  it('matches lists of elements by id, not by place: a reordered list is no edit, an added element is one', () => {
    const b = board();
    b.routes.reverse();
    expect(editedElements(board(), b, kinds).size).toBe(0);
    // The field is named at its place on B.
    b.routes[0]!.costs = [2, 3];
    expect([...editedElements(board(), b, kinds)]).toEqual([[elementKey('route', 'bos-nyc'), ['routes[0].costs']]]);
    const c = board();
    c.routes.push({ id: 'bos-nyc2', costs: [2] });
    // Not an element of the report's kinds: nothing to name.
    expect(editedElements(board(), c, kinds).size).toBe(0);
    expect([...editedElements(board(), c, [...kinds, { kind: 'route', items: [{ id: 'bos-nyc2' }] }]).keys()]).toEqual([elementKey('route', 'bos-nyc2')]);
  });

  it('names nothing for the same board, nor for an edit outside any element (a deck, a name)', () => {
    expect(editedElements(board(), board(), kinds).size).toBe(0);
    const b = board();
    b.deck[1] = 40;
    b.name = 'other';
    expect(editedElements(board(), b, kinds).size).toBe(0);
  });

  it('reads hostile boards as data: a __proto__ key or id, and a deep nesting, break nothing', () => {
    const a = JSON.parse('{"routes":[{"id":"__proto__","costs":[1]}],"__proto__":{"x":1}}');
    const b = JSON.parse('{"routes":[{"id":"__proto__","costs":[2]}],"__proto__":{"x":2}}');
    expect([...editedElements(a, b, [{ kind: 'route', items: [{ id: '__proto__' }] }])]).toEqual([[elementKey('route', '__proto__'), ['routes[0].costs']]]);
    // A key board-field.ts would not follow is no field to suggest.
    const c = JSON.parse('{"routes":[{"id":"r","__proto__":{"x":1}}]}');
    const d = JSON.parse('{"routes":[{"id":"r","__proto__":{"x":2}}]}');
    expect([...editedElements(c, d, [{ kind: 'route', items: [{ id: 'r' }] }])]).toEqual([[elementKey('route', 'r'), []]]);
    let deepA: unknown = 1;
    let deepB: unknown = 2;
    for (let i = 0; i < 500; i++) [deepA, deepB] = [[deepA], [deepB]];
    expect(editedElements({ routes: [{ id: 'mia-nyc', x: deepA }] }, { routes: [{ id: 'mia-nyc', x: deepB }] }, kinds).has(elementKey('route', 'mia-nyc'))).toBe(true);
  });
});
