import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineGame } from './define.js';
import { refuse, RuleError } from './errors.js';
import type { GameEvent, PlayerId } from './types.js';

/** A counter game: add 1 to 3; adding to 10 or more is refused; adding 2 to 5 is a "bug". */
interface Count {
  n: number;
  board: { name: string };
}
const moveSchema = z.object({ add: z.number().int().min(1).max(3) });
type Add = z.infer<typeof moveSchema>;

function counter(over: { clone?: (s: Count) => Count; notAMove?: (issue: z.core.$ZodIssue | undefined) => string } = {}) {
  const parses: unknown[] = [];
  const spied = moveSchema.transform((m) => (parses.push(m), m));
  const def = defineGame<{ name: string }, object, Count, Add, Count>({
    id: 'counter',
    name: 'Counter',
    minPlayers: 1,
    maxPlayers: 1,
    boardFormat: 1,
    boardSchema: z.object({ name: z.string() }),
    optionsSchema: z.object({}),
    options: [],
    moveSchema: spied as unknown as z.ZodType<Add>,
    validateBoard: () => [],
    setup: ({ board }) => ({ n: 0, board }),
    activePlayers: () => ['p1'],
    legalMoves: () => [{ add: 1 }],
    clone: over.clone ?? ((s) => ({ ...s })),
    step(draft: Count, _player: PlayerId, move: Add, events: GameEvent[]) {
      if (draft.n + move.add >= 10) refuse('too-far', `${draft.n} + ${move.add} is 10 or more.`);
      if (draft.n === 5 && move.add === 2) throw new TypeError('a bug');
      draft.n += move.add;
      events.push({ type: 'added', text: `Added ${move.add}.` });
    },
    ...(over.notAMove ? { notAMove: over.notAMove } : {}),
    view: (s) => s,
    outcome: () => null,
    bots: [],
    defaultBot: '',
  });
  return { def, parses };
}

const at = (n: number): Count => ({ n, board: { name: 'b' } });

describe('defineGame', () => {
  it('Builds apply: parses the move once, steps a copy (the board shared), leaves the input as it was', () => {
    const { def, parses } = counter();
    const s = at(2);
    const res = def.apply(s, 'p1', { add: 3 });
    expect(res).toEqual({ ok: true, state: { n: 5, board: { name: 'b' } }, events: [{ type: 'added', text: 'Added 3.' }] });
    expect(res.ok && res.state.board).toBe(s.board);
    expect(s.n).toBe(2);
    expect(parses).toHaveLength(1);
  });

  it('applyParsed gives the same result without parsing (the host parsed the move already)', () => {
    const { def, parses } = counter();
    expect(def.applyParsed!(at(2), 'p1', { add: 3 })).toEqual(def.apply(at(2), 'p1', { add: 3 }));
    expect(parses).toHaveLength(1);
  });

  it('A move of the wrong shape is bad-move, in the host words unless the game gives its own', () => {
    expect(counter().def.apply(at(0), 'p1', { add: 9 } as Add)).toEqual({ ok: false, error: { code: 'bad-move', message: 'That is not a move of Counter: Too big: expected number to be <=3.' } });
    const own = counter({ notAMove: (issue) => `No counter move: ${issue?.path.join('.')}.` }).def;
    expect(own.apply(at(0), 'p1', null as unknown as Add)).toEqual({ ok: false, error: { code: 'bad-move', message: 'No counter move: .' } });
  });

  it('A rule refusal keeps its code and words; a bug in the step or the cloner is internal, never thrown', () => {
    const { def } = counter();
    const s = at(8);
    expect(def.apply(s, 'p1', { add: 2 })).toEqual({ ok: false, error: { code: 'too-far', message: '8 + 2 is 10 or more.' } });
    expect(s.n).toBe(8);
    expect(def.apply(at(5), 'p1', { add: 2 })).toMatchObject({ ok: false, error: { code: 'internal', message: 'This move could not be applied: a bug' } });
    const broken = counter({ clone: () => { throw new RangeError('no copy'); } }).def;
    expect(broken.apply(at(0), 'p1', { add: 1 })).toMatchObject({ ok: false, error: { code: 'internal', message: 'This game state could not be read: no copy' } });
    const refusing = counter({ clone: () => { throw new RuleError('bad-state', 'There is no game.'); } }).def;
    expect(refusing.apply(at(0), 'p1', { add: 1 })).toEqual({ ok: false, error: { code: 'bad-state', message: 'There is no game.' } });
  });
});
