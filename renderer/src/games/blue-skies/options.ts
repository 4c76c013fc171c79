/**
 * The Blue Skies legal moves as choices for a person: grouped, in words, with the map and panel
 * targets that pick them. Only moves the host sent in `legal` are offered; costs and gate
 * numbers come from the view's `buying` offers. No rule is worked out here.
 */
import type { BlueSkiesBoard } from '../../../../games/blue-skies/board.js';
import type { BlueSkiesMove, BlueSkiesView } from '../../../../games/blue-skies/types.js';
import type { MoveOption, Step } from '../../table-shell/composer.js';
import { words } from './i18n/index.js';

const { t, list } = words;

/** Target ids the scene and the panels understand. */
export const target = {
  airport: (id: string) => `airport:${id}`,
  special: 'special',
  discard: (cards: readonly string[]) => `discard:${[...cards].sort().join(',')}`,
};

export function airportOfTarget(t: string): string | null {
  return t.startsWith('airport:') ? t.slice(8) : null;
}

export const QUESTIONS: Record<string, string> = {
  get airport() {
    return t('skies.q.airport');
  },
  get act() {
    return t('skies.q.act');
  },
  get discard() {
    return t('skies.q.discard');
  },
};

const pts = (n: number) => t('skies.points', { n });

export function cityName(board: BlueSkiesBoard, id: string): string {
  return board.airports.find((a) => a.id === id)?.city ?? id;
}

export function blueSkiesOptions(board: BlueSkiesBoard, view: BlueSkiesView, legal: readonly BlueSkiesMove[]): MoveOption<BlueSkiesMove>[] {
  const city = (id: string) => cityName(board, id);
  const airportStep = (id: string, short?: string): Step => ({ key: 'airport', value: id, label: city(id), short: short ?? id, target: target.airport(id) });
  const offer = (id: string, kind: 'gate' | 'buyout') => view.buying?.offers.find((o) => o.airport === id && o.kind === kind);
  const out: MoveOption<BlueSkiesMove>[] = [];
  for (const m of legal) {
    switch (m.type) {
      case 'buyGate': {
        const o = offer(m.airport, 'gate');
        const at = { gate: o ? o.space + 1 : 0, points: o ? pts(o.cost) : '', priced: o ? 'yes' : 'no', city: city(m.airport) };
        out.push({
          group: t('skies.group.gate'),
          label: t('skies.opt.gateAt', at),
          steps: [airportStep(m.airport, o ? `${m.airport} ${o.cost}` : undefined), { key: 'act', value: 'gate', label: t('skies.opt.gate', at) }],
          moves: [m],
          testid: `buy-${m.airport}`,
        });
        break;
      }
      case 'buyOut': {
        const o = offer(m.airport, 'buyout');
        const at = { points: o ? pts(o.cost) : '', priced: o ? 'yes' : 'no', city: city(m.airport) };
        out.push({
          group: t('skies.group.buyout'),
          label: t('skies.opt.buyoutAt', at),
          steps: [airportStep(m.airport, o ? `${m.airport} ${o.cost}` : undefined), { key: 'act', value: 'buyout', label: t('skies.opt.buyout', at) }],
          moves: [m],
          // A buy-out spends the most points of any purchase: the finished move waits for Confirm,
          // as a founding does in Airlines (a gate, bought often and cheaply, goes at once).
          confirm: true,
          testid: `buyout-${m.airport}`,
        });
        break;
      }
      case 'endPurchases': {
        const left = view.buying?.left ?? 0;
        const label =
          view.phase.kind === 'setupBuy'
            ? t('skies.opt.endSetup', { left, points: pts(left) })
            : t('skies.opt.end', { left, points: pts(left) });
        out.push({ group: t('skies.group.done'), label, steps: [{ key: 'act', value: 'end', label }], moves: [m], testid: 'end-purchases' });
        break;
      }
      case 'playCard':
        out.push({
          group: t('skies.group.play'),
          label: t('skies.opt.play', { city: city(m.airport) }),
          steps: [{ key: 'act', value: 'play', label: t('skies.group.play') }, airportStep(m.airport)],
          moves: [m],
          testid: `play-${m.airport}`,
        });
        break;
      case 'special':
        out.push({
          group: t('skies.group.special'),
          label: t('skies.opt.special', { city: city(m.airport) }),
          steps: [{ key: 'act', value: 'special', label: t('skies.group.special'), target: target.special }, airportStep(m.airport)],
          moves: [m],
          // Once per game: the finished move waits for Confirm.
          confirm: true,
          testid: `special-${m.airport}`,
        });
        break;
      case 'assist': {
        const left = view.phase.kind === 'assist' ? view.phase.left : 0;
        out.push({
          group: t('skies.group.assist', { n: left }),
          label: t('skies.opt.assist', { city: city(m.airport) }),
          steps: [airportStep(m.airport)],
          moves: [m],
          testid: `assist-${m.airport}`,
        });
        break;
      }
      case 'endAssist':
        out.push({ group: t('skies.group.stop'), label: t('skies.opt.stop'), steps: [{ key: 'act', value: 'endAssist', label: t('skies.opt.stop') }], moves: [m], testid: 'end-assist' });
        break;
      case 'discard': {
        const label = m.cards.length === 0 ? t('skies.opt.keepAll') : t('skies.opt.discard', { cards: list(m.cards.map(city)) });
        out.push({
          group: view.phase.kind === 'specialDiscard' ? t('skies.group.specialDiscard') : t('skies.group.assistDiscard'),
          label,
          steps: [{ key: 'discard', value: [...m.cards].sort().join(','), label, short: m.cards.length === 0 ? t('skies.opt.keepAllShort') : m.cards.join(' + '), target: target.discard(m.cards) }],
          moves: [m],
          testid: `discard-${m.cards.length === 0 ? 'none' : [...m.cards].sort().join('-')}`,
        });
        break;
      }
    }
  }
  return out;
}
