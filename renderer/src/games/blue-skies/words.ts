/**
 * What the Blue Skies table says to the person at the screen: the prompt for the step under way
 * and why an airport cannot be picked, all read from the host's view. Pure, so it is tested
 * without a browser.
 */
import type { BlueSkiesBoard } from '../../../../games/blue-skies/board.js';
import type { BlueSkiesMove, BlueSkiesView } from '../../../../games/blue-skies/types.js';
import type { Pending, TableContext } from '../../table-shell/types.js';
import { airportOfTarget, cityName } from './options.js';
import { words } from './i18n/index.js';
import { viewText } from '../../i18n/wire-words.js';

type Ctx = TableContext<BlueSkiesView, BlueSkiesBoard>;

const { t } = words;

export const pts = (n: number): string => t('skies.points', { n });

export function prompt(ctx: Ctx, pending: Pending<BlueSkiesMove> | null): string {
  const v = ctx.view;
  const ph = v.phase;
  if (ph.kind === 'over') return t('skies.prompt.over');
  if (!ctx.myTurn) {
    if (ph.kind === 'assistDiscard') return t('skies.prompt.assistWait');
    return t('skies.prompt.doing', { who: ctx.nameOf(ph.player), doing: ph.kind });
  }
  if (pending && pending.picks.length > 0) {
    if (pending.picks.some((p) => p.key === 'act' && p.value === 'special')) {
      return pending.option ? t('skies.prompt.checkSpecial') : t('skies.prompt.special');
    }
    return pending.option ? t('skies.prompt.confirm') : t('skies.prompt.finish');
  }
  const you = { hot: ctx.hotSeat ? 'yes' : 'no', who: ctx.nameOf(v.you ?? '') };
  const b = v.buying;
  switch (ph.kind) {
    case 'setupBuy':
      return t('skies.prompt.setupBuy', { ...you, points: pts(b?.left ?? 0), n: ctx.board.setupGates - ph.gatesBought });
    case 'buy':
      return t('skies.prompt.buy', { ...you, points: pts(b?.left ?? 0) });
    case 'play':
      return t('skies.prompt.play', { ...you, used: v.players.find((p) => p.id === v.you)?.specialUsed ? 'yes' : 'no' });
    case 'specialDiscard':
      return t('skies.prompt.specialDiscard');
    case 'assist':
      return t('skies.prompt.assist', { n: ph.left });
    case 'assistDiscard':
      return t('skies.prompt.assistDiscard');
    default:
      return '';
  }
}

export function whyNot(ctx: Ctx, target: string): string | null {
  const id = airportOfTarget(target);
  if (!id) return null;
  const v = ctx.view;
  const city = cityName(ctx.board, id);
  switch (v.phase.kind) {
    case 'setupBuy':
    case 'buy':
      if (v.buying?.blocked) return viewText(v.buying.blocked);
      return v.buying && Object.prototype.hasOwnProperty.call(v.buying.notes, id) ? t('skies.why.note', { city, note: viewText(v.buying.notes[id]) }) : null;
    case 'play':
      return t('skies.why.noCard', { city, used: v.players.find((p) => p.id === v.you)?.specialUsed ? 'yes' : 'no' });
    case 'assist':
      return v.phase.chosen.includes(id) ? t('skies.why.chosen', { city }) : null;
    default:
      return null;
  }
}

