/**
 * Linie 1 in the lab (moved from main/lab/ledger.test.ts): each seat's ledger holds its line,
 * route card, terminals and stops as dealt, from the first turn; a board the rules cannot set up
 * for a player count is refused before the run, with the reason.
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../../games/index.js';
import { labSettings } from '../../../main/lab/lab.js';
import { playRange, runContext } from '../../../main/lab/games.js';
import { defaultBoardChecked } from '../../fixtures/bundled-boards.js';
import { holdsOf } from '../../lab/ledger-holds.js';
import { labWord } from '../../../main/lab/words.js';

describe('Linie 1 in the lab', () => {
  it('Linie 1: each seat holds its line, route card, terminals and stops from turn 0, not only once its route is finished', () => {
    const def = games.get('linie1')!;
    const ctx = runContext({ game: 'linie1', board: defaultBoardChecked(def), options: def.optionsSchema.parse({}), players: 3, seed: 5, bots: ['random'], maxMoves: 5000 });
    const [r] = playRange(ctx, 0, 1);
    const holds = holdsOf(r!);
    for (const kind of ['line', 'card', 'terminal', 'building']) {
      for (let seat = 0; seat < 3; seat++) {
        const mine = holds.filter((h) => h.seat === seat && ctx.elements[h.el]!.kind === kind);
        expect(mine.length, `${kind} of seat ${seat + 1}`).toBeGreaterThanOrEqual(1);
        expect(mine.every((h) => h.turn === 0 && h.held)).toBe(true);
      }
    }
    // Exactly one line per seat, and no two seats share one.
    const lines = holds.filter((h) => ctx.elements[h.el]!.kind === 'line');
    expect(lines).toHaveLength(3);
    expect(new Set(lines.map((h) => h.el)).size).toBe(3);
    // Names with words of their own go by key: the English from the English catalogue, German in the game's own terms.
    const named = (kind: string) => ctx.elements.find((e) => e.kind === kind)!;
    const cell = named('cell');
    expect(cell.name).toMatch(/^Row \d+, column \d+$/);
    expect(labWord('en', cell.nameWords, '')).toBe(cell.name);
    expect(labWord('de', cell.nameWords, '')).toMatch(/^Reihe \d+, Spalte \d+$/);
    expect(labWord('de', named('card').nameWords, '')).toBe(named('card').name.replace('Route card', 'Fahrtkarte'));
    expect(labWord('fr', named('line').nameWords, '')).toBe(named('line').name.replace('Line', 'Ligne'));
    expect(labWord('de', named('terminal').nameWords, '')).toBe(named('terminal').name.replace('(line', '(Linie'));
    // The tile pile running out and a watched rule, by key.
    expect(labWord('de', def.lab!.resourceWords!(ctx.spec.board, def.lab!.exhausted({ pile: [] } as never)[0]!), '')).toBe('der verdeckte Stapel');
    const take = def.lab!.watched.find((w) => w.event === 'take')!;
    expect(labWord('en', take.wording, '')).toBe(take.words);
    expect(labWord('fr', take.wording, '')).toBe('Prendre une tuile à un joueur qui roule');
  });

  it('a board the rules cannot set up is refused before the run, with the reason', () => {
    const def = games.get('linie1')!;
    const board = defaultBoardChecked(def, (raw: any) => {
      for (const c of raw.routeCards) c.players = c.players.filter((p: number) => p <= 3);
      raw.routeCards = raw.routeCards.filter((c: { players: number[] }) => c.players.length > 0);
    });
    const s = labSettings({ def, board, name: 'Small city', hash: 'h', source: 'test' }, { players: 4 });
    expect(s).toMatchObject({ ok: false, key: 'host.lab.setup', message: 'Small city cannot be set up for 4 players: This board has only 0 route cards for 4 players.' });
    expect(labSettings({ def, board, name: 'Small city', hash: 'h', source: 'test' }, { players: 3 }).ok).toBe(true);
  });
});
