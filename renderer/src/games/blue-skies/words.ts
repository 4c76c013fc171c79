/**
 * What the Blue Skies table says to the person at the screen: the prompt for the step under way
 * and why an airport cannot be picked, all read from the host's view. Pure, so it is tested
 * without a browser.
 */
import type { BlueSkiesBoard } from '../../../../games/blue-skies/board.js';
import type { BlueSkiesMove, BlueSkiesView } from '../../../../games/blue-skies/types.js';
import type { Pending, TableContext } from '../../table-shell/types.js';
import { airportOfTarget, cityName } from './options.js';

type Ctx = TableContext<BlueSkiesView, BlueSkiesBoard>;

export const pts = (n: number) => (n === 1 ? '1 point' : `${n} points`);

export function prompt(ctx: Ctx, pending: Pending<BlueSkiesMove> | null): string {
  const v = ctx.view;
  const ph = v.phase;
  if (ph.kind === 'over') return 'The game is over.';
  if (!ctx.myTurn) {
    if (ph.kind === 'assistDiscard') return 'Government assistance: everyone is choosing what to discard…';
    const who = ctx.nameOf(ph.player);
    const doing = { setupBuy: 'opening first gates', buy: 'buying gates', play: 'playing a card', specialDiscard: 'discarding after the special action', assist: 'choosing airports for government assistance' }[ph.kind];
    return `${who} is ${doing}…`;
  }
  if (pending && pending.picks.length > 0) {
    if (pending.picks.some((p) => p.key === 'act' && p.value === 'special')) {
      return pending.option ? 'Check the special action below, then Confirm.' : 'Special action: click any airport on the map to bring passengers there.';
    }
    return pending.option ? 'Check the move below, then Confirm.' : 'Finish the move below.';
  }
  const you = ctx.hotSeat ? `${ctx.nameOf(v.you ?? '')}, your` : 'Your';
  const b = v.buying;
  switch (ph.kind) {
    case 'setupBuy':
      return `${you} first gates: ${pts(b?.left ?? 0)} left for up to ${ctx.board.setupGates - ph.gatesBought} more gate${ctx.board.setupGates - ph.gatesBought === 1 ? '' : 's'}. Click a highlighted airport, or end purchases.`;
    case 'buy':
      return `${you} turn to buy gates: ${pts(b?.left ?? 0)} left (what you do not spend scores). Click a highlighted airport, or end purchases.`;
    case 'play':
      return `${you} turn to play a demand card: click one of your cards or its airport on the map${v.players.find((p) => p.id === v.you)?.specialUsed ? '.' : ', or use your special action (once per game).'}`;
    case 'specialDiscard':
      return 'Special action: mark the cards you want to discard (or none), then draw back up.';
    case 'assist':
      return `Government assistance: click up to ${ph.left} more airport${ph.left === 1 ? '' : 's'} to bring passengers there, or stop.`;
    case 'assistDiscard':
      return 'Government assistance: you may discard cards (nobody sees which); hands are then filled back up.';
    default:
      return '';
  }
}

export function whyNot(ctx: Ctx, t: string): string | null {
  const id = airportOfTarget(t);
  if (!id) return null;
  const v = ctx.view;
  const city = cityName(ctx.board, id);
  switch (v.phase.kind) {
    case 'setupBuy':
    case 'buy':
      if (v.buying?.blocked) return v.buying.blocked;
      return v.buying && Object.prototype.hasOwnProperty.call(v.buying.notes, id) ? `${city}: ${v.buying.notes[id]}` : null;
    case 'play':
      return `You hold no ${city} card${v.players.find((p) => p.id === v.you)?.specialUsed ? '.' : '; the special action could bring passengers to any airport.'}`;
    case 'assist':
      return v.phase.chosen.includes(id) ? `You have already chosen ${city}: each airport you choose must be a different one.` : null;
    default:
      return null;
  }
}

