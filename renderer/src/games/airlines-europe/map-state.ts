/**
 * What the Airlines Europe map shows for a view and the move being composed: the planes on
 * their licence spaces, which space each highlighted route would take (its price shown large
 * enough to read), and the licences picked so far drawn as they would land, with the airline's
 * network growing. Everything comes from the view (its licences and licence plan); pure.
 */
import { followers } from '../../../../games/airlines-europe/plan.js';
import type { EuropeBoard, EuropeView, LicenceOffer } from '../../../../games/airlines-europe/types.js';
import type { Step } from '../../table-shell/composer.js';
import type { LogEntry } from '../../../../formats/protocol.js';
import { startCity } from '../../route-map/arrivals.js';
import type { ArrivalItem, SceneOverlay, ScenePreview } from '../../route-map/scene.js';

/** Planes on their licence spaces: the airline's colour and initials. */
export function planesOverlay(board: EuropeBoard, view: EuropeView): SceneOverlay {
  const airlines = new Map(board.airlines.map((a) => [a.id, a]));
  const markers: NonNullable<SceneOverlay['markers']> = {};
  for (const [route, spaces] of Object.entries(view.licences)) {
    markers[route] = spaces.map((id) => {
      const a = id ? airlines.get(id) : undefined;
      return id ? { colour: a?.colour ?? '#888888', label: a?.initials ?? id } : null;
    });
  }
  return { markers };
}

/** The licences of the move being composed: the first (with its plan index) and the second. */
export function pickedLicences(view: EuropeView, settled: readonly Step[]): { first: { offer: LicenceOffer; index: number } | null; second: LicenceOffer | null; followers: LicenceOffer[] } {
  const plan = view.licencePlan;
  const get = (k: string) => settled.find((s) => s.key === k)?.value;
  if (!plan) return { first: null, second: null, followers: [] };
  const index = plan.offers.findIndex((o) => o.airline === get('airline') && o.route === get('route'));
  if (index < 0) return { first: null, second: null, followers: [] };
  const next = followers(plan, index);
  const second = next.find((o) => o.airline === get('airline2') && o.route === get('route2')) ?? null;
  return { first: { offer: plan.offers[index]!, index }, second, followers: next };
}

/**
 * The circle each highlighted route would take: for the airline being decided (first or second
 * licence), the space its licence there takes.
 */
export function targetCircles(view: EuropeView, settled: readonly Step[], targets: readonly string[]): { route: string; circle: number }[] {
  const plan = view.licencePlan;
  if (!plan) return [];
  const get = (k: string) => settled.find((s) => s.key === k)?.value;
  const { first, followers: next } = pickedLicences(view, settled);
  let pool: LicenceOffer[] = [];
  if (!first && get('airline')) pool = plan.offers.filter((o) => o.airline === get('airline'));
  else if (first && get('airline2') && get('airline2') !== 'none') pool = next.filter((o) => o.airline === get('airline2'));
  const wanted = new Set(targets.filter((t) => t.startsWith('route:')).map((t) => t.slice(6)));
  return pool.filter((o) => wanted.has(o.route)).map((o) => ({ route: o.route, circle: o.space }));
}

/** The licences picked so far as they would land: a plane on its space, the network grown. */
export function licencePreview(board: EuropeBoard, view: EuropeView, settled: readonly Step[]): ScenePreview {
  const { first, second } = pickedLicences(view, settled);
  if (!first) return {};
  const airlines = new Map(board.airlines.map((a) => [a.id, a]));
  const out: Required<ScenePreview> = { markers: [], rings: [], lines: [] };
  const add = (o: LicenceOffer, joins: readonly string[]) => {
    const colour = airlines.get(o.airline)?.colour ?? '#888888';
    out.markers.push({ route: o.route, circle: o.space, colour });
    // The airline's network as it would be: its licensed routes and the new one, drawn wide.
    for (const [route, spaces] of Object.entries(view.licences)) if (spaces.includes(o.airline)) out.lines.push({ route, colour });
    out.lines.push({ route: o.route, colour });
    for (const c of joins) out.rings.push({ city: c, colour });
  };
  add(first.offer, view.licencePlan!.offers[first.index]!.joins);
  // The second licence's line shows where its network goes; the plan rings only the first's new city.
  if (second) add(second, []);
  return out;
}

/**
 * What the others did since state `since`, as the map shows it coming in: each licence they
 * bought, its route drawn out from the city its airline reached before, then its plane landing
 * on the space. The seat's own (`me`) appear as they are made.
 */
export function othersLicences(board: EuropeBoard, view: Pick<EuropeView, 'licences'>, log: readonly LogEntry[], since: number, me: string | null): ArrivalItem[] {
  const airlines = new Map(board.airlines.map((a) => [a.id, a]));
  const routes = new Map(board.routes.map((r) => [r.id, r]));
  const out: ArrivalItem[] = [];
  // The view is the state after these licences: each airline's network before them is its home
  // and its other routes; each licence shown joins its ends for the next.
  const bought: { airline: (typeof board.airlines)[number]; route: (typeof board.routes)[number]; space: number; player: string | undefined }[] = [];
  for (const e of log) {
    if (e.stateNo <= since || e.type !== 'licence') continue;
    const d = (e.data ?? {}) as { airline?: unknown; route?: unknown; space?: unknown };
    const airline = typeof d.airline === 'string' ? airlines.get(d.airline) : undefined;
    const route = typeof d.route === 'string' ? routes.get(d.route) : undefined;
    if (airline && route && typeof d.space === 'number') bought.push({ airline, route, space: d.space, player: e.player });
  }
  const fresh = new Set(bought.map((b) => `${b.airline.id}|${b.route.id}`));
  const networks = new Map<string, Set<string>>();
  const networkOf = (a: (typeof board.airlines)[number]): Set<string> => {
    let n = networks.get(a.id);
    if (n) return n;
    n = new Set([a.home]);
    for (const [route, spaces] of Object.entries(view.licences)) {
      const r = routes.get(route);
      if (r && !fresh.has(`${a.id}|${route}`) && spaces.includes(a.id)) n.add(r.from).add(r.to);
    }
    networks.set(a.id, n);
    return n;
  };
  for (const b of bought) {
    const network = networkOf(b.airline);
    if (me === null || b.player !== me) {
      out.push({ kind: 'marker', key: `${b.route.id}#${b.space}`, route: b.route.id, circle: b.space, colour: b.airline.colour, from: startCity(b.route, network) });
    }
    network.add(b.route.from).add(b.route.to);
  }
  return out;
}
