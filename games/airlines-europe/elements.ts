/**
 * The playtest lab's probe for Airlines Europe (games/core/lab-probe.ts): routes (licences),
 * airlines and Air Abacus (shares), bonus connections; who leads mid-game (victory points so far
 * plus what a scoring now would pay); the bank, planes and Air Abacus shares running out.
 */
import type { ElementRef, GameProbe } from '../core/lab-probe.js';
import type { GameEvent, PlayerId } from '../core/types.js';
import { airlineName, airlinesInPlay, indexBoard } from './board.js';
import { scoreNow } from './rules.js';
import { ABACUS, type EuropeBoard, type EuropeMove, type EuropeState } from './types.js';

export const europeProbe: GameProbe<EuropeBoard, EuropeState, EuropeMove> = {
  elements(board, players) {
    const idx = indexBoard(board);
    const city = (id: string): string => idx.cityName.get(id) ?? id;
    const inPlay = new Set(airlinesInPlay(board, players).map((a) => a.id));
    return [
      { kind: 'route', label: 'Routes', items: board.routes.map((r) => ({ id: r.id, name: `${city(r.from)}–${city(r.to)}` })) },
      {
        kind: 'airline',
        label: 'Airlines',
        items: [
          ...board.airlines.filter((a) => inPlay.has(a.id)).map((a) => ({ id: a.id, name: `${a.name} (${a.initials})` })),
          { id: ABACUS, name: board.abacus.name },
        ],
      },
      {
        kind: 'bonus',
        label: 'Bonus connections',
        items: board.bonuses.filter((b) => inPlay.has(b.airline)).map((b) => ({ id: b.id, name: `${airlineName(board, b.airline)}: ${city(b.from)}–${city(b.to)}` })),
      },
    ];
  },

  elementsOf(_before, move, events: readonly GameEvent[]) {
    const out: ElementRef[] = [];
    switch (move.type) {
      case 'buyLicence':
        out.push({ kind: 'route', id: move.route }, { kind: 'airline', id: move.airline });
        break;
      case 'playShares':
      case 'chooseOpening':
        for (const a of new Set(move.airlines)) out.push({ kind: 'airline', id: a });
        break;
      case 'takeShare':
        if (move.from === 'market' && move.airline) out.push({ kind: 'airline', id: move.airline });
        break;
      case 'startTrade':
        out.push({ kind: 'airline', id: ABACUS });
        break;
      default:
        break;
    }
    for (const e of events) {
      if (e.type !== 'bonus') continue;
      const bonus = (e.data as { bonus?: unknown } | undefined)?.bonus;
      if (typeof bonus === 'string') out.push({ kind: 'bonus', id: bonus });
    }
    return out;
  },

  standing(state) {
    const out: Record<PlayerId, number> = {};
    const now = scoreNow(state, state.scorings.length + 1, state.players[state.current]!.id);
    for (const p of state.players) out[p.id] = (state.vp[p.id] ?? 0) + (now.points[p.id] ?? 0);
    return out;
  },

  exhausted(state) {
    const out: string[] = [];
    if (state.bank <= 0) out.push('the bank');
    if (state.abacusSupply <= 0) out.push(`${state.board.abacus.name} shares`);
    for (const a of state.airlines) if ((state.planes[a] ?? 0) <= 0) out.push(`${airlineName(state.board, a)} planes`);
    if (state.market.length === 0 && state.deck.length === 0) out.push('share cards (market and draw pile)');
    return out;
  },

  turns: (state) => state.turnNumber,
  turnUnit: 'turns',
  hasPoints: true,
  watched: [
    { event: 'licence', words: 'Buy a licence' },
    { event: 'bonus', words: 'Complete a bonus connection' },
    { event: 'playShares', words: 'Play shares face up' },
    { event: 'startTrade', words: 'Trade cards for Air Abacus shares' },
    { event: 'money', words: 'Take money' },
    { event: 'dividends', words: 'Dividends at a scoring' },
    { event: 'bankrupt', words: 'The bank goes bankrupt' },
    { event: 'marketCleared', words: 'The stock market is dealt anew' },
    { event: 'scoringCard', words: 'A scoring card comes up' },
  ],
};
