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

export const QUESTIONS: Record<string, string> = {
  tile: 'Which tile?',
  turn: 'Which way round? (R or the wheel turns it)',
  cell: 'Where? (the squares are lit on the map)',
  tile2: 'And the second tile of the double exchange?',
  turn2: 'Which way round is the second tile?',
  cell2: 'Where does the second tile go?',
  start: 'From which terminal do you start?',
  from: 'Where from?',
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
  const where = (row: number, col: number) => `row ${row}, column ${col}`;
  const occupied = (row: number, col: number) => Boolean(c.grid[(row - 1) * board.cols + (col - 1)]);
  const tileSteps = (r: Ref, suffix = ''): Step[] => {
    const swap = occupied(r.row, r.col);
    return [
      { key: `tile${suffix}`, value: r.tile, label: tileName(r.tile), target: target.hand(r.tile) },
      { key: `turn${suffix}`, value: String(r.rotation), label: turnWords(r.rotation), short: `${r.rotation * 90}°`, target: target.turn(r.rotation) },
      {
        key: `cell${suffix}`,
        value: `${r.row},${r.col}`,
        label: `${where(r.row, r.col)}${swap ? ' (an exchange)' : ''}`,
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
          group: 'Lay or exchange a tile',
          label: `${swap ? 'Exchange for' : 'Lay'} a ${tileName(m.tile)} at ${where(m.row, m.col)}, ${turnWords(m.rotation)}`,
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
            group: 'Exchange two tiles together',
            label: `Exchange ${where(a.row, a.col)} for a ${tileName(a.tile)} and ${where(b.row, b.col)} for a ${tileName(b.tile)}, together`,
            steps: [...tileSteps(a), ...tileSteps(b, '2')],
            moves: [m],
          });
        }
        break;
      case 'declare': {
        const t = term(m.path[0] ?? '');
        const street = t?.street ?? m.path[0] ?? '';
        out.push({
          group: 'Declare your finished route',
          label: `Declare the route and drive from ${street}`,
          steps: [{ key: 'start', value: m.path[0] ?? '', label: `Start at ${street}`, target: target.terminal(m.path[0] ?? '') }],
          moves: [m],
          // The path is drawn on the map: look at it before it is sent.
          confirm: true,
          testid: `move-declare-${m.path[0]}`,
        });
        break;
      }
      case 'roll':
        out.push({ group: 'Drive', label: 'Roll the die', steps: [{ key: 'roll', value: 'roll', label: 'Roll the die', target: target.die }], moves: [m], testid: 'move-roll' });
        break;
      case 'draw':
        out.push({ group: 'Refill your hand', label: 'Draw a tile from the pile', steps: [{ key: 'from', value: 'pile', label: 'Draw from the pile', target: target.pile }], moves: [m], testid: 'move-draw' });
        break;
      case 'take':
        out.push({
          group: 'Refill your hand',
          label: `Take a ${tileName(m.tile)} from ${c.nameOf(m.from)}`,
          steps: [{ key: 'from', value: `${m.from}:${m.tile}`, label: `Take a ${tileName(m.tile)} from ${c.nameOf(m.from)}`, target: target.supply(m.from, m.tile) }],
          moves: [m],
          testid: `move-take-${m.from}-${m.tile}`,
        });
        break;
      case 'pass':
        out.push({ group: 'End the turn', label: 'Pass: no tile in your hand fits anywhere', steps: [{ key: 'pass', value: 'pass', label: 'Pass', target: target.pass }], moves: [m], testid: 'move-pass' });
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
