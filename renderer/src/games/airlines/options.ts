/**
 * The Airlines legal moves as choices for a person: grouped, in words, with the map and panel
 * targets that pick them. Only moves the host sent in `legal` are offered; the view adds what it
 * says in words (a founding's possible first routes). No rule is worked out here.
 */
import type { AirlinesBoard, AirlinesMove, AirlinesView, FlightCard, Route } from '../../../../games/airlines/types.js';
import type { MoveOption, Step } from '../../table-shell/composer.js';
import { netLower, words } from './i18n/index.js';

const { t } = words;

export const cardKey = (c: FlightCard): string => `${c.type}-${c.value}`;
export const cardText = (c: FlightCard): string => t('airlines.card', { net: netLower(c.type), value: c.value });

export function routeName(board: AirlinesBoard, route: Route): string {
  const name = (id: string) => board.cities.find((c) => c.id === id)?.name ?? id;
  return `${name(route.from)}–${name(route.to)}`;
}

/** Target ids the scene and panels understand. */
export const target = {
  route: (id: string) => `route:${id}`,
  circle: (route: string, circle: number) => `circle:${route}#${circle}`,
  city: (id: string) => `city:${id}`,
  draw: (from: 'deck' | number) => `draw:${from}`,
  remove: (slot: number) => `remove:${slot}`,
  exchange: (c: FlightCard) => `exchange:${cardKey(c)}`,
};

/** The question of each step, in the chosen language (read when shown). */
export const QUESTIONS: Record<string, string> = {
  get act() { return t('airlines.q.act'); },
  get airline() { return t('airlines.q.airline'); },
  get shares() { return t('airlines.q.shares'); },
  get count() { return t('airlines.q.count'); },
  get route() { return t('airlines.q.route'); },
  get card() { return t('airlines.q.card'); },
  get circle() { return t('airlines.q.circle'); },
  get draw() { return t('airlines.q.draw'); },
  get slot() { return t('airlines.q.slot'); },
};

export function airlinesOptions(board: AirlinesBoard, view: AirlinesView, legal: readonly AirlinesMove[]): MoveOption<AirlinesMove>[] {
  const airline = new Map(board.airlines.map((a) => [a.id, a]));
  const route = new Map(board.routes.map((r) => [r.id, r]));
  const initials = (id: string) => airline.get(id)?.initials ?? id;
  const airlineStep = (id: string, withTarget: boolean): Step => {
    const a = airline.get(id);
    return {
      key: 'airline',
      value: id,
      label: a ? `${a.initials} · ${a.name}` : id,
      ...(a ? { short: a.initials, colour: a.colour } : {}),
      ...(withTarget && a ? { target: target.city(a.hq) } : {}),
    };
  };
  const routeStep = (id: string): Step => {
    const r = route.get(id);
    return { key: 'route', value: id, label: r ? routeName(board, r) : id, target: target.route(id) };
  };
  const cardStep = (c: FlightCard): Step => ({ key: 'card', value: cardKey(c), label: t('airlines.opt.yourCard', { card: cardText(c) }) });
  const act = (value: string, label: string): Step => ({ key: 'act', value, label });
  const phase = view.turn.phase;
  const out: MoveOption<AirlinesMove>[] = [];

  for (const m of legal) {
    switch (m.type) {
      case 'removeInactive': {
        const id = view.faceUp[m.slot];
        out.push({
          group: t('airlines.group.before'),
          label: t('airlines.opt.remove', { airline: id ? initials(id) : '' }).replace('  ', ' '),
          steps: [
            act('remove', t('airlines.opt.removeAct')),
            { key: 'slot', value: String(m.slot), label: id ? t('airlines.opt.slot', { airline: initials(id), slot: m.slot + 1 }) : t('airlines.opt.slotOnly', { slot: m.slot + 1 }), target: target.remove(m.slot) },
          ],
          moves: [m],
        });
        break;
      }
      case 'exchangeFlight':
        out.push({
          group: t('airlines.group.before'),
          label: t('airlines.opt.exchange', { card: cardText(m.card) }),
          steps: [act('exchange', t('airlines.opt.exchangeAct')), { ...cardStep(m.card), target: target.exchange(m.card) }],
          moves: [m],
        });
        break;
      case 'found': {
        const shares: Step = { key: 'shares', value: String(m.shares), label: t('airlines.opt.shares', { n: m.shares }) };
        const firsts = view.founding?.[m.airline];
        if (!firsts || firsts.length === 0) {
          // The view names no first route: found now, the first route is claimed next.
          out.push({
            group: t('airlines.group.found'),
            label: t('airlines.opt.found', { airline: initials(m.airline), shares: shares.label }),
            steps: [act('found', t('airlines.opt.foundAct')), airlineStep(m.airline, true), shares],
            moves: [m],
            confirm: true,
          });
          break;
        }
        for (const f of firsts) {
          const r = route.get(f.route);
          // The list's button for a first route names the airline it founds too ("RMA · Denver–Dallas").
          const first = routeStep(f.route);
          out.push({
            group: t('airlines.group.found'),
            label: t('airlines.opt.foundFirst', { airline: initials(m.airline), shares: shares.label, route: r ? routeName(board, r) : f.route, card: cardText(f.card) }),
            steps: [act('found', t('airlines.opt.foundAct')), airlineStep(m.airline, true), shares, { ...first, short: `${initials(m.airline)} · ${first.label}` }, cardStep(f.card)],
            // The rules take a founding in two moves: the founding, then its first route.
            moves: [m, { type: 'claim', airline: m.airline, route: f.route, card: f.card }],
            confirm: true,
          });
        }
        break;
      }
      case 'expand':
        out.push({ group: t('airlines.group.expand'), label: t('airlines.opt.expand'), steps: [act('expand', t('airlines.opt.expandAct'))], moves: [m], testid: 'do-expand' });
        break;
      case 'playStock':
        out.push({
          group: t('airlines.group.stock'),
          label: t('airlines.opt.stock', { n: m.count, airline: initials(m.airline) }),
          steps: [act('stock', t('airlines.opt.stockAct')), airlineStep(m.airline, false), { key: 'count', value: String(m.count), label: t('airlines.opt.cards', { n: m.count }) }],
          moves: [m],
        });
        break;
      case 'claim': {
        const r = route.get(m.route);
        out.push({
          group: phase === 'foundClaim' ? t('airlines.group.firstRoute', { airline: initials(m.airline) }) : t('airlines.group.claim'),
          label: t('airlines.opt.claim', { route: r ? routeName(board, r) : m.route, airline: initials(m.airline), card: cardText(m.card) }),
          steps: [routeStep(m.route), airlineStep(m.airline, false), cardStep(m.card)],
          moves: [m],
          // A claim spends a flight card and a marker for good: drawn on the map, it waits for
          // Confirm, whether picked with the mouse or with Enter (issue 29).
          confirm: true,
        });
        break;
      }
      case 'pass': {
        const label = phase === 'expandClaim' ? t('airlines.opt.claimNothing') : t('airlines.opt.skipSabotage');
        out.push({
          group: phase === 'expandClaim' ? t('airlines.group.claimNothing') : t('airlines.group.noSabotage'),
          label,
          steps: [act('pass', label)],
          moves: [m],
          testid: 'do-pass',
        });
        break;
      }
      case 'drawStock': {
        const id = m.from === 'deck' ? null : view.faceUp[m.from];
        const label = m.from === 'deck' ? t('airlines.opt.drawDeck') : t('airlines.opt.takeFaceUp', { airline: id ? `${initials(id)} · ${airline.get(id)?.name ?? id}` : '' });
        out.push({ group: t('airlines.group.draw'), label, steps: [{ key: 'draw', value: String(m.from), label, target: target.draw(m.from) }], moves: [m] });
        break;
      }
      case 'sabotageAirline':
        out.push({
          group: t('airlines.group.sabotage'),
          label: t('airlines.opt.sabotageWith', { airline: initials(m.airline) }),
          steps: [act('sabotage', t('airlines.opt.sabotageAct')), airlineStep(m.airline, false)],
          moves: [m],
        });
        break;
      case 'sabotage': {
        const r = route.get(m.route);
        const cost = r?.costs[m.circle] ?? '?';
        out.push({
          group: t('airlines.group.sabotageRoute'),
          label: t('airlines.opt.sabotageCircle', { cost, route: r ? routeName(board, r) : m.route }),
          steps: [routeStep(m.route), { key: 'circle', value: String(m.circle), label: t('airlines.opt.circle', { cost }), target: target.circle(m.route, m.circle) }],
          moves: [m],
        });
        break;
      }
    }
  }
  return out;
}
