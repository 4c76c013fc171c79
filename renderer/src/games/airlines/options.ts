/**
 * The Airlines legal moves as choices for a person: grouped, in words, with the map and panel
 * targets that pick them. Only moves the host sent in `legal` are offered; the view adds what it
 * says in words (a founding's possible first routes). No rule is worked out here.
 */
import type { AirlinesBoard, AirlinesMove, AirlinesView, FlightCard, Route } from '../../../../games/airlines/types.js';
import type { MoveOption, Step } from '../../table-shell/composer.js';
import { ROUTE_STYLE } from './style.js';

export const cardKey = (c: FlightCard): string => `${c.type}-${c.value}`;
export const cardText = (c: FlightCard): string => `${ROUTE_STYLE[c.type].label.toLowerCase()} ${c.value}`;

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

export const QUESTIONS: Record<string, string> = {
  act: 'What do you do?',
  airline: 'Which airline?',
  shares: 'How many shares do you lay out?',
  count: 'How many cards?',
  route: 'Which route? (highlighted on the map)',
  card: 'Pay with which flight card?',
  circle: 'Which circle? (ringed on the map)',
  draw: 'Which stock card?',
  slot: 'Which card?',
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
  const cardStep = (c: FlightCard): Step => ({ key: 'card', value: cardKey(c), label: `your ${cardText(c)}` });
  const act = (value: string, label: string): Step => ({ key: 'act', value, label });
  const phase = view.turn.phase;
  const out: MoveOption<AirlinesMove>[] = [];

  for (const m of legal) {
    switch (m.type) {
      case 'removeInactive': {
        const id = view.faceUp[m.slot];
        out.push({
          group: 'Before your action',
          label: `Remove the face-up ${id ? initials(id) : ''} card (its airline is inactive)`.replace('  ', ' '),
          steps: [act('remove', 'Remove an inactive stock card'), { key: 'slot', value: String(m.slot), label: id ? `${initials(id)} (slot ${m.slot + 1})` : `slot ${m.slot + 1}`, target: target.remove(m.slot) }],
          moves: [m],
        });
        break;
      }
      case 'exchangeFlight':
        out.push({
          group: 'Before your action',
          label: `Swap your unusable ${cardText(m.card)} flight card for a new one`,
          steps: [act('exchange', 'Swap an unusable flight card'), { ...cardStep(m.card), target: target.exchange(m.card) }],
          moves: [m],
        });
        break;
      case 'found': {
        const shares: Step = { key: 'shares', value: String(m.shares), label: `${m.shares} ${m.shares === 1 ? 'share' : 'shares'}` };
        const firsts = view.founding?.[m.airline];
        if (!firsts || firsts.length === 0) {
          // The view names no first route: found now, the first route is claimed next.
          out.push({
            group: 'Found an airline',
            label: `Found ${initials(m.airline)} with ${shares.label}`,
            steps: [act('found', 'Found an airline'), airlineStep(m.airline, true), shares],
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
            group: 'Found an airline',
            label: `Found ${initials(m.airline)} with ${shares.label}; first route ${r ? routeName(board, r) : f.route} with your ${cardText(f.card)}`,
            steps: [act('found', 'Found an airline'), airlineStep(m.airline, true), shares, { ...first, short: `${initials(m.airline)} · ${first.label}` }, cardStep(f.card)],
            // The rules take a founding in two moves: the founding, then its first route.
            moves: [m, { type: 'claim', airline: m.airline, route: f.route, card: f.card }],
            confirm: true,
          });
        }
        break;
      }
      case 'expand':
        out.push({ group: 'Expand', label: 'Expand: draw a flight card, then claim a route', steps: [act('expand', 'Expand: draw a flight card')], moves: [m], testid: 'do-expand' });
        break;
      case 'playStock':
        out.push({
          group: 'Play stock cards',
          label: `Play ${m.count} ${initials(m.airline)} stock ${m.count === 1 ? 'card' : 'cards'}`,
          steps: [act('stock', 'Play stock cards'), airlineStep(m.airline, false), { key: 'count', value: String(m.count), label: `${m.count} ${m.count === 1 ? 'card' : 'cards'}` }],
          moves: [m],
        });
        break;
      case 'claim': {
        const r = route.get(m.route);
        out.push({
          group: phase === 'foundClaim' ? `First route of ${initials(m.airline)}` : 'Claim a route',
          label: `Claim ${r ? routeName(board, r) : m.route} for ${initials(m.airline)} with your ${cardText(m.card)}`,
          steps: [routeStep(m.route), airlineStep(m.airline, false), cardStep(m.card)],
          moves: [m],
          // A claim spends a flight card and a marker for good: drawn on the map, it waits for
          // Confirm, whether picked with the mouse or with Enter (issue 29).
          confirm: true,
        });
        break;
      }
      case 'pass':
        out.push({
          group: phase === 'expandClaim' ? 'Claim nothing' : 'No sabotage',
          label: phase === 'expandClaim' ? 'Claim nothing (keep the card)' : 'Skip the sabotage',
          steps: [act('pass', phase === 'expandClaim' ? 'Claim nothing (keep the card)' : 'Skip the sabotage')],
          moves: [m],
          testid: 'do-pass',
        });
        break;
      case 'drawStock': {
        const id = m.from === 'deck' ? null : view.faceUp[m.from];
        const label = m.from === 'deck' ? 'Draw from the stock deck' : `Take the face-up ${id ? `${initials(id)} · ${airline.get(id)?.name ?? id}` : ''} card`;
        out.push({ group: 'Take a stock card', label, steps: [{ key: 'draw', value: String(m.from), label, target: target.draw(m.from) }], moves: [m] });
        break;
      }
      case 'sabotageAirline':
        out.push({
          group: 'Sabotage',
          label: `Sabotage with a ${initials(m.airline)} marker`,
          steps: [act('sabotage', 'Sabotage'), airlineStep(m.airline, false)],
          moves: [m],
        });
        break;
      case 'sabotage': {
        const r = route.get(m.route);
        const cost = r?.costs[m.circle] ?? '?';
        out.push({
          group: 'Sabotage a route',
          label: `Sabotage the circle marked ${cost} on ${r ? routeName(board, r) : m.route}`,
          steps: [routeStep(m.route), { key: 'circle', value: String(m.circle), label: `the circle marked ${cost}`, target: target.circle(m.route, m.circle) }],
          moves: [m],
        });
        break;
      }
    }
  }
  return out;
}
