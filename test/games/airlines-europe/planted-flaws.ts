/** Airlines Europe's planted lab flaws (test/lab/planted-flaws.ts gathers every game's). */
import { elementById as byId, type GameFlaw } from '../../lab/flaw-kit.js';

export const flaws: GameFlaw[] = [
  {
    // A licence's price is also how far it moves its airline up the share track (rules.ts): a
    // route made cheap is worth little to the shares its buyer holds, so it is neglected, not
    // snapped up (20 games: taken by its median first-take turn in 75 points fewer games). The
    // fix strengthens it: its licences back to 6/9.
    name: 'a worthless licence: London–Madrid 6/9 → 1/1',
    file: 'europe.board.json',
    plant: (b) => (byId(b.routes, 'london-madrid').licences = [1, 1]),
    expect: { elements: ['route:london-madrid'], direction: 'strengthen' },
    players: 4,
  },
  {
    name: 'a dominant bonus connection: Hanseatic Sky’s London–Oslo bonus 8 → 40',
    file: 'europe.board.json',
    plant: (b) => (byId(b.bonuses, 'hansa-bonus').value = 40),
    expect: { elements: ['bonus:hansa-bonus'], direction: 'weaken' },
    players: 4,
  },
  {
    // Its shares pay the top of the share track's scale from the first scoring on.
    name: 'an airline whose shares pay from the start: Vistula Blackbird starts at 40 on the share track, not 8',
    file: 'europe.board.json',
    plant: (b) => (byId(b.airlines, 'vistula').trackStart = 40),
    expect: { elements: ['airline:vistula'], direction: 'weaken' },
    players: 4,
  },
];
