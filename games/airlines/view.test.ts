import { describe, expect, it } from 'vitest';
import { replay, seatPlayers, simulate } from '../core/simulate.js';
import { airlines, options } from './index.js';
import { legalMoves } from './rules.js';
import { card, defaultBoard, fresh, give, must } from './testing.js';
import { moveSchema, optionsSchema, type AirlinesState } from './types.js';
import { view } from './view.js';
import { word, type Wording } from '../core/wording.js';
import { airlinesMessages } from './messages.js';
import type { Locale } from '../core/locales.js';

/** A note as a reader in `locale` reads it (null: no note). */
const read = (w: Wording | null | undefined, locale: Locale = 'en'): string | null => (w ? word(airlinesMessages, locale, w) : null);
/** A route note with its reason read in English. */
const inEnglish = (n: { may: unknown[]; why: Wording | null } | undefined) => n && { may: n.may, why: read(n.why) };
/** Airline notes read in English. */
const airlineNotesIn = (notes: Record<string, Wording | null>, locale: Locale = 'en') => Object.fromEntries(Object.entries(notes).map(([id, w]) => [id, read(w, locale)]));

describe('What a seat sees', () => {
  const s = (() => {
    const s = fresh();
    give(s, 'ann', { stock: ['X', 'X', 'Y'], flight: [card('wavy', 3)] });
    return must(s, 'ann', { type: 'found', airline: 'X', shares: 2 }, { type: 'claim', airline: 'X', route: 'r1', card: card('wavy', 3) });
  })();

  it('View: a seat sees its own hand and only the hand sizes of the others', () => {
    const v = view(s, 'bob');
    expect(v.hand!.stock).toEqual([...s.hands.bob!.stock].sort());
    expect(v.hand!.flight).toHaveLength(3);
    expect(v.players.map((p) => [p.id, p.stockInHand, p.flightInHand])).toEqual([
      ['ann', 1, 1],
      ['bob', 5, 3],
      ['cy', 5, 3],
    ]);
    const text = JSON.stringify(v);
    // Ann's flight card (drawn after founding) appears nowhere in Bob's view.
    const annCard = s.hands.ann!.flight[0]!;
    expect(v.hand!.flight).not.toContainEqual(annCard);
    expect(text).not.toContain('stockDeck":[');
    expect(text).not.toContain('hands');
  });
  it('View: a spectator sees no hand at all', () => {
    const v = view(s, null);
    expect(v.hand).toBeUndefined();
    expect(v.stockDeck).toBe(s.stockDeck.length);
  });
  it('View: the board, airlines, face-up cards, shares and turn are public', () => {
    const v = view(s, null);
    expect(v.routes.r1).toEqual([{ airline: 'X', sabotage: false }, null, null]);
    expect(v.claimable.r1).toEqual({ cost: 5, airlines: [] });
    expect(v.claimable.r2).toEqual({ cost: 4, airlines: ['X'] });
    expect(v.claimable.r3).toEqual({ cost: 6, airlines: ['X'] });
    expect(v.airlines.X).toEqual({ id: 'X', founded: true, inactive: false, value: 2, supply: 8, sharesPlayed: 2 });
    expect(v.players[0]!.played).toEqual({ X: 2 });
    expect(v.faceUp).toEqual(s.faceUp);
    expect(v.turn).toEqual({ player: 'ann', seat: 0, number: 1, phase: 'drawStock', lastRound: false });
    expect(v.scoringCardsLeft).toBe(3);
    expect(v.flightDeck + v.flightDiscard + v.players.reduce((n, p) => n + p.flightInHand, 0)).toBe(20);
  });
  it('View: per route, what the seat may claim with its cards or why not, in words (the screen computes no rule)', () => {
    const t = structuredClone(s);
    give(t, 'bob', { stock: ['Y', 'Y'], flight: [card('wavy', 4), card('dotted', 2), card('solid', 1)] });
    const v = view(t, 'bob');
    expect(v.routeNotes.r2).toEqual({ may: [{ airline: 'X', card: card('wavy', 4) }], why: null });
    expect(inEnglish(v.routeNotes.r1)).toEqual({ may: [], why: 'XAR already flies it.' });
    expect(inEnglish(v.routeNotes.r3)).toEqual({ may: [], why: 'It needs a dotted flight card of 6 or more; your best is a 2.' });
    expect(inEnglish(v.routeNotes.r5)).toEqual({ may: [], why: 'No founded airline flies solid routes yet.' });
    // The wire carries the key and its params, never the sentence: each reader words it.
    expect(v.routeNotes.r3!.why).toEqual({ key: 'airlines.note.needs', params: { type: { key: 'airlines.routeType.dotted' }, cost: 6, best: 2 } });
    expect(JSON.stringify(v)).not.toMatch(/needs a|already flies|"text"/);
    expect(read(v.routeNotes.r3!.why, 'fr')).toBe('Il faut une carte Vol pointillée de 6 ou plus ; votre meilleure est un 2.');
    expect(read(v.routeNotes.r3!.why, 'de')).toBe('Sie braucht eine Flugkarte „Punktlinie“ von 6 oder mehr; deine beste ist eine 2.');
    expect(read(v.routeNotes.r1!.why, 'fr')).toBe('XAR l’utilise déjà.');
    expect(read(v.routeNotes.r5!.why, 'de')).toBe('Noch keine gegründete Fluglinie fliegt Strecken mit Volllinie.');
    // Founding Y: the first route at its HQ that Bob's cards pay for.
    expect(v.founding).toEqual({ Y: [{ route: 'r6', card: card('solid', 1) }] });
    // A spectator gets the reasons that do not depend on cards, and no founding.
    const pub = view(t, null);
    expect(read(pub.routeNotes.r1!.why)).toBe('XAR already flies it.');
    expect(pub.routeNotes.r3).toEqual({ may: [], why: null });
    expect(pub.founding).toBeUndefined();
    // Every circle taken.
    const full = structuredClone(t);
    full.routes.r2 = [{ airline: 'X', sabotage: false }];
    expect(read(view(full, 'bob').routeNotes.r2!.why)).toBe('Every circle is taken.');
    expect(read(view(full, 'bob').routeNotes.r2!.why, 'fr')).toBe('Tous les cercles sont pris.');
  });
  it('View: per airline, why it cannot be founded or grow now, in the rules\' words (no airline is left out silently)', () => {
    const t = structuredClone(s);
    give(t, 'bob', { stock: ['Y', 'Y'], flight: [card('wavy', 4), card('solid', 1)] });
    const v = view(t, 'bob');
    // Y can be founded by Bob, X grows: nothing to say. Z: Bob holds none of its shares.
    expect(airlineNotesIn(v.airlineNotes)).toEqual({ X: null, Y: null, Z: 'You hold no ZAR stock card: founding it lays out at least one.' });
    expect(airlineNotesIn(v.airlineNotes, 'fr').Z).toBe('Vous n’avez aucune carte Action ZAR : pour la fonder, il faut en poser au moins une.');
    expect(airlineNotesIn(v.airlineNotes, 'de').Z).toBe('Du hast keine Aktie von ZAR: Wer sie gründet, legt mindestens eine aus.');
    // A spectator hears only what holds for everyone.
    expect(view(t, null).airlineNotes).toEqual({ X: null, Y: null, Z: null });

    // Bob's cards pay for no first route of Y.
    const poor = structuredClone(t);
    give(poor, 'bob', { flight: [card('wavy', 1)] });
    expect(read(view(poor, 'bob').airlineNotes.Y)).toBe('To found Yair you need a flight card for a route at Yton (dotted and solid) worth at least its lowest free number.');

    // Every route at Yton that Y may fly is full; Z has one marker left: nobody may found them.
    const closed = structuredClone(t);
    closed.routes.r4 = [{ airline: 'X', sabotage: false }, { airline: 'X', sabotage: true }];
    closed.routes.r6 = [{ airline: 'X', sabotage: true }];
    closed.supply.Z = 1;
    for (const who of ['bob', null] as const) {
      const notes = view(closed, who).airlineNotes;
      expect(read(notes.Y)).toBe('Yair cannot be founded: every route at Yton it may fly is full.');
      expect(read(notes.Z)).toBe('Zair has fewer than 2 markers left: one for the HQ and one for the first route.');
    }

    // X founded, but no free route of its types touches its network; then no marker left.
    const stuck = structuredClone(t);
    stuck.routes.r2 = [{ airline: 'Y', sabotage: true }];
    stuck.routes.r3 = [{ airline: 'Y', sabotage: true }];
    stuck.routes.r4 = [{ airline: 'Y', sabotage: true }, { airline: 'Y', sabotage: true }];
    expect(read(view(stuck, null).airlineNotes.X)).toBe('No free wavy or dotted route touches the XAR network: no route can be claimed for it now.');
    expect(read(view(stuck, null).airlineNotes.X, 'de')).toBe('Keine freie Strecke mit Wellenlinie oder Punktlinie berührt das Netz von XAR: Für sie kann jetzt keine Strecke genommen werden.');
    stuck.supply.X = 0;
    expect(read(view(stuck, 'bob').airlineNotes.X)).toBe('XAR has no marker left: no route can be claimed for it.');

    // The French reading: shares laid out close the founding.
    const french = structuredClone(t);
    french.options.noFoundingAfterShares = true;
    french.played.cy!.Y = 1;
    expect(read(view(french, 'bob').airlineNotes.Y)).toBe('Yair can no longer be founded: Cy has laid out its shares (table option "No founding once shares are out").');
  });
  it('View: what no move changed is the very same object in the next view, frozen (the host diffs views on every move)', () => {
    const before = view(s, 'bob');
    const t = must(structuredClone(s), 'ann', legalMoves(s, 'ann')[0]!);
    const after = view(t, 'bob');
    // A seat's note that its cards do not change is the spectator's own note.
    expect(after.routeNotes.r1).toBe(view(t, null).routeNotes.r1);
    expect(after.routeNotes.r1).toBe(before.routeNotes.r1);
    expect(after.routes.r1![0]).toBe(before.routes.r1![0]);
    expect(after.claimable.r2).toBe(before.claimable.r2);
    // Shared, so nobody may change them: not through one view, not through the state.
    expect(Object.isFrozen(after.routeNotes.r1)).toBe(true);
    expect(Object.isFrozen(after.routeNotes.r1!.may)).toBe(true);
    expect(Object.isFrozen(after.routes.r1![0])).toBe(true);
    expect(Object.isFrozen(after.claimable.r2!.airlines)).toBe(true);
  });
  it('View: changing the view never changes the state', () => {
    const v = view(s, 'ann');
    v.routes.r1![0] = null;
    v.players[0]!.played.X = 99;
    v.hand!.stock.push('Z');
    expect(s.routes.r1![0]).not.toBeNull();
    expect(s.played.ann!.X).toBe(2);
    expect(s.hands.ann!.stock).toEqual(['Y']);
  });
});

describe('Definition', () => {
  it('Options: the three optional rules and the French founding rule default to off and are listed for the lobby', () => {
    expect(optionsSchema.parse({})).toEqual({ bonusPoints: false, additionalLastRound: false, controlledScoring: false, noFoundingAfterShares: false });
    expect(options.map((o) => [o.key, o.default])).toEqual([
      ['bonusPoints', false],
      ['additionalLastRound', false],
      ['controlledScoring', false],
      ['noFoundingAfterShares', false],
    ]);
    expect(airlines.bots.map((b) => b.id)).toEqual(['random', 'majority', 'network', 'speculator', 'strategist', 'easy', 'medium', 'hard', 'expert']);
  });
  it('Options: setup keeps what the schema gives, read directly or through zod (unknown keys dropped, bad values refused)', () => {
    const table = (options: unknown) => airlines.setup({ board: defaultBoard, players: seatPlayers(3), options: options as never, seed: 1 }).options;
    for (const given of [{}, { bonusPoints: true }, { controlledScoring: true, noFoundingAfterShares: undefined }, { additionalLastRound: true, extra: 1 }, Object.create({ bonusPoints: true })]) {
      expect(JSON.stringify(table(given))).toBe(JSON.stringify(optionsSchema.parse(given)));
    }
    expect(() => table({ bonusPoints: 'yes' })).toThrow();
  });
  it('Moves: every legal move fits the move schema', () => {
    const res = simulate(airlines, { board: defaultBoard, players: 3, seed: 5, maxMoves: 120 });
    let st: AirlinesState = airlines.setup({ board: defaultBoard, players: seatPlayers(3), options: optionsSchema.parse({}), seed: 5 });
    for (const { player, move } of res.moves) {
      for (const m of legalMoves(st, player)) {
        expect(moveSchema.safeParse(m).success).toBe(true);
      }
      const r = airlines.apply(st, player, move);
      if (!r.ok) throw new Error(r.error.message);
      st = r.state;
    }
  });
});

describe('Replay', () => {
  it('Replay: setup plus the move log gives the identical state (deep equal and the same JSON)', () => {
    for (const [players, seed] of [
      [2, 11],
      [4, 12],
      [6, 13],
    ] as const) {
      const opts = optionsSchema.parse({ controlledScoring: seed % 2 === 0, additionalLastRound: true });
      const res = simulate(airlines, { board: defaultBoard, players, seed, options: opts, bots: airlines.bots });
      expect(res.finished).toBe(true);
      const again = replay(airlines, { board: defaultBoard, players: seatPlayers(players), options: opts, seed }, res.moves);
      expect(again).toEqual(res.state);
      expect(JSON.stringify(again)).toBe(JSON.stringify(res.state));
    }
  });
  it('Reuse: a view that reuses the last ones (notes, foundings, public records) equals one built afresh, over whole games and out of order', () => {
    for (const [players, seed, noFoundingAfterShares] of [
      [3, 31, false],
      [6, 32, true],
    ] as const) {
      const opts = optionsSchema.parse({ noFoundingAfterShares });
      const states: AirlinesState[] = [];
      simulate(airlines, { board: defaultBoard, players, seed, options: opts, bots: airlines.bots, afterMove: (st) => states.push(st as AirlinesState) });
      // A copy with its own players list shares nothing with the table's earlier views.
      const afresh = (st: AirlinesState, who: string | null) => JSON.stringify(view({ ...st, players: st.players.slice() }, who));
      const viewers = [null, ...states[0]!.players.map((p) => p.id)];
      let reused = 0;
      states.forEach((st, i) => {
        // Now and then an earlier state again (a replay, a take-back), then on as before.
        const order = i % 9 === 8 ? [states[i - 7]!, st] : [st];
        for (const t of order) {
          const spectator = view(t, null);
          if (i > 0 && spectator.routeNotes === view(states[i - 1]!, null).routeNotes) reused++;
          for (const who of viewers) expect(JSON.stringify(view(t, who))).toBe(afresh(t, who));
        }
      });
      // The reuse happened (not a test of nothing): most states keep the public notes of the one before.
      expect(reused).toBeGreaterThan(states.length / 4);
    }
  });
  it('Replay: a state read back from JSON plays on exactly like the original', () => {
    const res = simulate(airlines, { board: defaultBoard, players: 3, seed: 21, maxMoves: 150 });
    const copy = JSON.parse(JSON.stringify(res.state)) as AirlinesState;
    const a = simulate(airlines, { board: defaultBoard, players: 3, seed: 21 });
    // Continue both from move 150 with the same moves.
    let x = res.state;
    let y = copy;
    for (const { player, move } of a.moves.slice(150)) {
      const rx = airlines.apply(x, player, move);
      const ry = airlines.apply(y, player, move);
      if (!rx.ok || !ry.ok) throw new Error('refused');
      x = rx.state;
      y = ry.state;
    }
    expect(JSON.stringify(y)).toBe(JSON.stringify(x));
    expect(x.over).toBe(true);
  });
});
