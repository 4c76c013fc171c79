/**
 * The playtest lab's probe for Airlines Europe (games/core/lab-probe.ts): the licences each seat
 * bought (at their price), the shares it holds (with what they earned it), the bonus connections
 * its licences completed; who leads mid-game (victory points so far
 * plus what a scoring now would pay); the bank, planes and Air Abacus shares running out.
 */
import { moveKindWords, watchedRule, type GameProbe, type Hold } from '../core/lab-probe.js';
import { routeMapHeat } from '../core/route-map-heat.js';
import { suggestEdit } from './ledger.js';
import { said } from './messages.js';
import { airlineName, airlinesInPlay, indexBoard } from './board.js';
import { standingNow } from './standing.js';
import { ABACUS, type EuropeBoard, type EuropeMove, type EuropeState } from './types.js';

// The resources that run out, as the report keys them (their words: resourceWords).
const BANK = 'bank';
const ABACUS_SHARES = 'abacus-shares';
const SHARE_CARDS = 'share-cards';
const PLANES = 'planes:';

export const europeProbe: GameProbe<EuropeBoard, EuropeState, EuropeMove> = {
  elements(board, players) {
    const idx = indexBoard(board);
    const city = (id: string): string => idx.cityName.get(id) ?? id;
    const inPlay = new Set(airlinesInPlay(board, players).map((a) => a.id));
    return [
      { kind: 'route', label: 'Routes', labelWords: { key: 'europe.lab.kind.route' }, items: board.routes.map((r) => ({ id: r.id, name: `${city(r.from)}–${city(r.to)}` })) },
      {
        kind: 'airline',
        label: 'Airlines',
        labelWords: { key: 'europe.lab.kind.airline' },
        items: [
          ...board.airlines.filter((a) => inPlay.has(a.id)).map((a) => ({ id: a.id, name: `${a.name} (${a.initials})` })),
          { id: ABACUS, name: board.abacus.name },
        ],
      },
      {
        kind: 'bonus',
        label: 'Bonus connections',
        labelWords: { key: 'europe.lab.kind.bonus' },
        items: board.bonuses.filter((b) => inPlay.has(b.airline)).map((b) => ({ id: b.id, name: `${airlineName(board, b.airline)}: ${city(b.from)}–${city(b.to)}` })),
      },
    ];
  },

  ledger: {
    reads: ['licence', 'bonus', 'playShares', 'openingReveal'],
    taken(events) {
      const out: Hold[] = [];
      let buyer: string | undefined;
      for (const e of events) {
        const d = e.data as { airline?: string; airlines?: unknown; route?: string; price?: number; bonus?: string; value?: number } | undefined;
        if (e.type === 'licence' && d?.route !== undefined && e.player !== undefined) {
          buyer = e.player;
          out.push({ kind: 'route', id: d.route, player: e.player, cost: d.price ?? 0 });
        } else if (e.type === 'bonus' && typeof d?.bonus === 'string' && buyer !== undefined) {
          // A bonus connection is completed by the licence just bought: its buyer took it.
          out.push({ kind: 'bonus', id: d.bonus, player: buyer });
        } else if (e.type === 'playShares' && e.player !== undefined && Array.isArray(d?.airlines)) {
          for (const a of new Set(d.airlines)) if (typeof a === 'string') out.push({ kind: 'airline', id: a, player: e.player, cost: d.airlines.filter((x) => x === a).length });
        } else if (e.type === 'openingReveal' && d && typeof d === 'object') {
          // The opening pairs: each seat's first two shares, chosen before the first turn.
          for (const [player, pair] of Object.entries(d)) if (Array.isArray(pair)) for (const a of new Set(pair)) if (typeof a === 'string') out.push({ kind: 'airline', id: a, player, cost: 0 });
        }
      }
      return out;
    },
    held(state) {
      const worth = new Map<string, number>();
      for (const rec of state.scorings) for (const a of rec.airlines) for (const [p, pts] of Object.entries(a.points)) worth.set(`${a.airline}\n${p}`, (worth.get(`${a.airline}\n${p}`) ?? 0) + pts);
      const out: Hold[] = [];
      for (const p of state.players) {
        const h = state.holdings[p.id] ?? {};
        for (const [a, n] of Object.entries(h)) if (n > 0) out.push({ kind: 'airline', id: a, player: p.id, worth: worth.get(`${a}\n${p.id}`) ?? 0 });
      }
      return out;
    },
    suggest: suggestEdit,
  },

  standing: standingNow,
  // A dozen points' majorities cost less than copying the state (standing.ts).
  standingIsCheap: true,

  exhausted(state) {
    const out: string[] = [];
    if (state.bank <= 0) out.push(BANK);
    if (state.abacusSupply <= 0) out.push(ABACUS_SHARES);
    for (const a of state.airlines) if ((state.planes[a] ?? 0) <= 0) out.push(`${PLANES}${a}`);
    if (state.market.length === 0 && state.deck.length === 0) out.push(SHARE_CARDS);
    return out;
  },

  resourceWords(board, resource) {
    if (resource === BANK) return { key: 'europe.lab.res.bank' };
    if (resource === ABACUS_SHARES) return { key: 'europe.lab.res.abacus', params: { name: board.abacus.name } };
    if (resource === SHARE_CARDS) return { key: 'europe.lab.res.shareCards' };
    if (resource.startsWith(PLANES)) return { key: 'europe.lab.res.planes', params: { name: airlineName(board, resource.slice(PLANES.length)) } };
    return null;
  },

  turns: (state) => state.turnNumber,
  turnUnit: 'turns',
  hasPoints: true,
  heatMap: (board, pen) => routeMapHeat(board, pen, 1000, 800, 'home'),
  moveKindWords: moveKindWords({
    openingChosen: 'europe.lab.move.openingChosen',
    licence: 'europe.lab.move.licence',
    takeShare: 'europe.lab.move.takeShare',
    drawShare: 'europe.lab.move.drawShare',
    playShares: 'europe.lab.move.playShares',
    money: 'europe.lab.move.money',
    startTrade: 'europe.lab.move.startTrade',
    tradeCard: 'europe.lab.move.tradeCard',
  }),
  watched: [
    watchedRule('licence', said('europe.lab.rule.licence')),
    watchedRule('bonus', said('europe.lab.rule.bonus')),
    watchedRule('playShares', said('europe.lab.rule.playShares')),
    watchedRule('startTrade', said('europe.lab.rule.startTrade')),
    watchedRule('money', said('europe.lab.rule.money')),
    watchedRule('dividends', said('europe.lab.rule.dividends')),
    watchedRule('bankrupt', said('europe.lab.rule.bankrupt')),
    watchedRule('marketCleared', said('europe.lab.rule.marketCleared')),
    watchedRule('scoringCard', said('europe.lab.rule.scoringCard')),
  ],
};
