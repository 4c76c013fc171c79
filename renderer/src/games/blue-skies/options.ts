/**
 * The Blue Skies legal moves as choices for a person: grouped, in words, with the map and panel
 * targets that pick them. Only moves the host sent in `legal` are offered; costs and gate
 * numbers come from the view's `buying` offers. No rule is worked out here.
 */
import type { BlueSkiesBoard } from '../../../../games/blue-skies/board.js';
import type { BlueSkiesMove, BlueSkiesView } from '../../../../games/blue-skies/types.js';
import type { MoveOption, Step } from '../../table-shell/composer.js';

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
  airport: 'Which airport? (highlighted on the map)',
  act: 'What do you do there?',
  discard: 'Which cards do you discard?',
};

const pts = (n: number) => (n === 1 ? '1 point' : `${n} points`);

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
        const what = o ? `gate ${o.space + 1}` : 'the next gate';
        const cost = o ? ` for ${pts(o.cost)}` : '';
        out.push({
          group: 'Open a gate',
          label: `Open ${what} at ${city(m.airport)}${cost}`,
          steps: [airportStep(m.airport, o ? `${m.airport} ${o.cost}` : undefined), { key: 'act', value: 'gate', label: `Open ${what}${cost}` }],
          moves: [m],
          testid: `buy-${m.airport}`,
        });
        break;
      }
      case 'buyOut': {
        const o = offer(m.airport, 'buyout');
        const cost = o ? ` for ${pts(o.cost)}` : '';
        out.push({
          group: 'Buy out a local airline',
          label: `Buy out the local airline at ${city(m.airport)}${cost}`,
          steps: [airportStep(m.airport, o ? `${m.airport} ${o.cost}` : undefined), { key: 'act', value: 'buyout', label: `Buy out the local airline${cost}` }],
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
            ? `End purchases${left > 0 ? ` (the ${pts(left)} left are lost at setup)` : ''}`
            : `End purchases${left > 0 ? ` (the ${pts(left)} left score)` : ''}`;
        out.push({ group: 'Done buying', label, steps: [{ key: 'act', value: 'end', label }], moves: [m], testid: 'end-purchases' });
        break;
      }
      case 'playCard':
        out.push({
          group: 'Play a demand card',
          label: `Play ${city(m.airport)}: passengers arrive there, then you draw a card`,
          steps: [{ key: 'act', value: 'play', label: 'Play a demand card' }, airportStep(m.airport)],
          moves: [m],
          testid: `play-${m.airport}`,
        });
        break;
      case 'special':
        out.push({
          group: 'Special action (once per game)',
          label: `Special action: passengers to ${city(m.airport)}, then discard any cards and draw back up`,
          steps: [{ key: 'act', value: 'special', label: 'Special action (once per game)', target: target.special }, airportStep(m.airport)],
          moves: [m],
          // Once per game: the finished move waits for Confirm.
          confirm: true,
          testid: `special-${m.airport}`,
        });
        break;
      case 'assist': {
        const left = view.phase.kind === 'assist' ? view.phase.left : 0;
        out.push({
          group: `Government assistance: ${left} airport${left === 1 ? '' : 's'} to go`,
          label: `Government assistance: passengers to ${city(m.airport)}`,
          steps: [airportStep(m.airport)],
          moves: [m],
          testid: `assist-${m.airport}`,
        });
        break;
      }
      case 'endAssist':
        out.push({ group: 'Stop', label: 'Add passengers to no more airports', steps: [{ key: 'act', value: 'endAssist', label: 'Add passengers to no more airports' }], moves: [m], testid: 'end-assist' });
        break;
      case 'discard': {
        const label = m.cards.length === 0 ? 'Keep all your cards' : `Discard ${m.cards.map(city).join(', ')}`;
        out.push({
          group: view.phase.kind === 'specialDiscard' ? 'Discard after the special action' : 'Government assistance: discard',
          label,
          steps: [{ key: 'discard', value: [...m.cards].sort().join(','), label, short: m.cards.length === 0 ? 'Keep all' : m.cards.join(' + '), target: target.discard(m.cards) }],
          moves: [m],
          testid: `discard-${m.cards.length === 0 ? 'none' : [...m.cards].sort().join('-')}`,
        });
        break;
      }
    }
  }
  return out;
}
