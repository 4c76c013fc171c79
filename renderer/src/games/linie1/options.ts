/**
 * The Linie 1 legal moves as choices for a person: grouped, in words, with the targets that pick
 * them on the map and in the panels. Only moves the host sent are offered; nothing here decides
 * what is legal.
 *
 * A tile is laid in three decisions: the tile (its picture in the hand), the turn, the square.
 * The square's target carries the turn (`cell:3,4@1`), so a click with the tile turned another
 * way picks that other move. A double exchange repeats the three for the second tile.
 */
import type { Linie1Board } from '../../../../games/linie1/board.js';
import type { Linie1Move } from '../../../../games/linie1/types.js';
import type { MoveOption, Step } from '../../table-shell/composer.js';
import { words } from './i18n/index.js';

type Ref = { tile: string; rotation: number; row: number; col: number };

export const target = {
  hand: (tile: string) => `hand:${tile}`,
  turn: (rotation: number) => `turn:${rotation}`,
  cell: (row: number, col: number, rotation: number) => `cell:${row},${col}@${rotation}`,
  terminal: (id: string) => `term:${id}`,
  die: 'die',
  pile: 'pile',
  pass: 'pass',
  supply: (player: string, tile: string) => `supply:${player}:${tile}`,
  /** Not a move: a click the scene already knows is refused, carrying the reason. */
  why: (reason: string) => `why:${reason}`,
};

/** `cell:3,4@1` → its square and turn. */
export function parseCellTarget(t: string): { row: number; col: number; rotation: number } | null {
  const m = /^cell:(\d+),(\d+)@(\d)$/.exec(t);
  return m ? { row: Number(m[1]), col: Number(m[2]), rotation: Number(m[3]) } : null;
}

/** The question of each step, in the chosen language (read when shown). */
export const QUESTIONS: Record<string, string> = {
  get tile() {
    return words.t('linie1.q.tile');
  },
  get turn() {
    return words.t('linie1.q.turn');
  },
  get cell() {
    return words.t('linie1.q.cell');
  },
  get tile2() {
    return words.t('linie1.q.tile2');
  },
  get turn2() {
    return words.t('linie1.q.turn2');
  },
  get cell2() {
    return words.t('linie1.q.cell2');
  },
  get start() {
    return words.t('linie1.q.start');
  },
  get from() {
    return words.t('linie1.q.from');
  },
};

export const turnWords = (rotation: number): string => words.t('linie1.turn', { r: String(rotation), deg: rotation * 90 });

export interface OptionContext {
  board: Linie1Board;
  grid: readonly ({ tile: string; rotation: number } | null)[];
  /** A person's name for a player id (the seats' names). */
  nameOf(playerId: string): string;
}

export function linie1Options(c: OptionContext, legal: readonly Linie1Move[]): MoveOption<Linie1Move>[] {
  const { board } = c;
  const tileName = (id: string) => board.tileTypes.find((t) => t.id === id)?.name ?? id;
  const where = (row: number, col: number) => words.t('linie1.where', { row, col });
  const occupied = (row: number, col: number) => Boolean(c.grid[(row - 1) * board.cols + (col - 1)]);
  const tileSteps = (r: Ref, suffix = ''): Step[] => {
    const swap = occupied(r.row, r.col);
    return [
      { key: `tile${suffix}`, value: r.tile, label: tileName(r.tile), target: target.hand(r.tile) },
      { key: `turn${suffix}`, value: String(r.rotation), label: turnWords(r.rotation), short: `${r.rotation * 90}°`, target: target.turn(r.rotation) },
      {
        key: `cell${suffix}`,
        value: `${r.row},${r.col}`,
        label: swap ? words.t('linie1.opt.whereSwap', { where: where(r.row, r.col) }) : where(r.row, r.col),
        short: `${r.row},${r.col}${swap ? ' ⇄' : ''}`,
        target: target.cell(r.row, r.col, r.rotation),
      },
    ];
  };
  const term = (id: string) => board.terminals.find((t) => t.id === id);
  // A half of a double exchange that is also legal alone is laid alone: the pair is offered
  // starting from the half that is not, so a click on a square never leaves two moves open.
  const alone = new Set(legal.flatMap((m) => (m.type === 'place' ? [`${m.tile}|${m.rotation}|${m.row},${m.col}`] : [])));
  const aloneOk = (r: Ref) => alone.has(`${r.tile}|${r.rotation}|${r.row},${r.col}`);
  const out: MoveOption<Linie1Move>[] = [];
  for (const m of legal) {
    switch (m.type) {
      case 'place': {
        const swap = occupied(m.row, m.col);
        // One group for laying and exchanging: the same three picks, one question at a time.
        out.push({
          group: words.t('linie1.group.lay'),
          label: swap
            ? words.t('linie1.opt.exchange', { tile: tileName(m.tile), where: where(m.row, m.col), turn: turnWords(m.rotation) })
            : words.t('linie1.opt.lay', { tile: tileName(m.tile), where: where(m.row, m.col), turn: turnWords(m.rotation) }),
          steps: tileSteps(m),
          moves: [m],
        });
        break;
      }
      case 'exchangePair':
        // Either square that cannot be exchanged alone may be picked first.
        for (const [a, b] of [
          [m.a, m.b],
          [m.b, m.a],
        ] as const) {
          if (aloneOk(a)) continue;
          out.push({
            group: words.t('linie1.group.pair'),
            label: words.t('linie1.opt.pair', { where: where(a.row, a.col), tile: tileName(a.tile), where2: where(b.row, b.col), tile2: tileName(b.tile) }),
            steps: [...tileSteps(a), ...tileSteps(b, '2')],
            moves: [m],
          });
        }
        break;
      case 'declare': {
        const t = term(m.path[0] ?? '');
        const street = t?.street ?? m.path[0] ?? '';
        out.push({
          group: words.t('linie1.group.declare'),
          label: words.t('linie1.opt.declare', { street }),
          steps: [{ key: 'start', value: m.path[0] ?? '', label: words.t('linie1.opt.start', { street }), target: target.terminal(m.path[0] ?? '') }],
          moves: [m],
          // The path is drawn on the map: look at it before it is sent.
          confirm: true,
          testid: `move-declare-${m.path[0]}`,
        });
        break;
      }
      case 'roll':
        out.push({ group: words.t('linie1.group.drive'), label: words.t('linie1.opt.roll'), steps: [{ key: 'roll', value: 'roll', label: words.t('linie1.opt.roll'), target: target.die }], moves: [m], testid: 'move-roll' });
        break;
      case 'draw':
        out.push({ group: words.t('linie1.group.refill'), label: words.t('linie1.opt.draw'), steps: [{ key: 'from', value: 'pile', label: words.t('linie1.opt.drawShort'), target: target.pile }], moves: [m], testid: 'move-draw' });
        break;
      case 'take':
        out.push({
          group: words.t('linie1.group.refill'),
          label: words.t('linie1.opt.take', { tile: tileName(m.tile), who: c.nameOf(m.from) }),
          steps: [{ key: 'from', value: `${m.from}:${m.tile}`, label: words.t('linie1.opt.take', { tile: tileName(m.tile), who: c.nameOf(m.from) }), target: target.supply(m.from, m.tile) }],
          moves: [m],
          testid: `move-take-${m.from}-${m.tile}`,
        });
        break;
      case 'pass':
        out.push({ group: words.t('linie1.group.end'), label: words.t('linie1.opt.passLong'), steps: [{ key: 'pass', value: 'pass', label: words.t('linie1.opt.pass'), target: target.pass }], moves: [m], testid: 'move-pass' });
        break;
    }
  }
  // Turns in order (the move list's buttons read 0°, 90° …); otherwise the host's order.
  return out.map((o, i) => ({ o, i })).sort((a, b) => turnOf(a.o) - turnOf(b.o) || a.i - b.i).map((x) => x.o);
}

function turnOf(o: MoveOption<Linie1Move>): number {
  const m = o.moves[0];
  return m?.type === 'place' ? m.rotation : 0;
}
