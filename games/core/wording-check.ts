/**
 * The checks every game's catalogue test runs (core/wording.ts): seeded games collect every
 * wording the game says (events, refusals, the outcome), and each must have its key in every
 * language, render there, and give the very English text the game logged; every key a catalogue
 * holds must be used by the game's code. Tests only: it plays whole games.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { LOCALES, type Catalogues } from './messages.js';
import { Rng } from './rng.js';
import type { GameDefinition, PlayerId } from './types.js';
import { isWording, word, type Said, type Wording, type WordValue } from './wording.js';

export interface WordingHarvest {
  /** Every wording said, with the English text the game gave it. */
  said: Said[];
  /** Events and refusals that carried no key: each one's type or code and its English. */
  unkeyed: string[];
}

/**
 * Plays `games` seeded games of random legal moves (the first active seat moves), and on the way
 * tries moves that are refused (another seat's move, a move of an earlier state) to hear the
 * refusals too.
 */
export function harvestWordings(def: GameDefinition, board: unknown, options: { players: number[]; seeds: number[]; maxMoves: number }): WordingHarvest {
  const out: WordingHarvest = { said: [], unkeyed: [] };
  const keep = (type: string, w: { text?: string; message?: string; key?: string; params?: Said['params'] }): void => {
    const text = w.text ?? w.message ?? '';
    if (w.key === undefined) out.unkeyed.push(`${type}: ${text}`);
    else out.said.push(w.params === undefined ? { key: w.key, text } : { key: w.key, params: w.params, text });
  };
  for (const n of options.players) {
    for (const seed of options.seeds) {
      const players = Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `{{p${i + 1}}}` }));
      let state = def.setup({ board, players, options: def.optionsSchema.parse({}), seed });
      const rng = Rng.fromSeed(seed * 31 + n);
      const earlier: unknown[] = [];
      for (let m = 0; m < options.maxMoves && def.outcome(state) === null; m++) {
        const active = def.activePlayers(state);
        const player = active[0]!;
        const legal = def.legalMoves(state, player);
        if (legal.length === 0) break;
        // Refusals: a move of an earlier state, and this move by a seat that is not to move.
        const old = earlier[rng.int(Math.max(1, earlier.length))];
        if (old !== undefined) {
          const r = def.apply(state, player, old);
          if (!r.ok) keep(r.error.code, r.error);
        }
        const idle: PlayerId | undefined = players.find((p) => !active.includes(p.id))?.id;
        const move = legal[rng.int(legal.length)];
        if (idle !== undefined) {
          const r = def.apply(state, idle, move);
          if (!r.ok) keep(r.error.code, r.error);
        }
        if (earlier.length < 200) earlier.push(move);
        else earlier[rng.int(Math.max(1, earlier.length))] = move;
        const res = def.apply(state, player, move);
        if (!res.ok) throw new Error(`${def.id}: a legal move was refused: ${res.error.message}`);
        for (const e of res.events) keep(e.type, e);
        state = res.state;
      }
      const o = def.outcome(state);
      if (o) {
        if (o.summaryWords) out.said.push({ ...o.summaryWords, text: o.summary });
        else out.unkeyed.push(`outcome: ${o.summary}`);
      }
    }
  }
  return out;
}

/** The keys a wording uses, nested ones too. */
function keysOf(w: Wording, into: Set<string>): Set<string> {
  into.add(w.key);
  const walk = (v: WordValue): void => {
    if (typeof v !== 'object' || v === null) return;
    if ('list' in v) v.list.forEach(walk);
    else if (isWording(v)) keysOf(v, into);
  };
  for (const v of Object.values(w.params ?? {})) walk(v);
  return into;
}

/**
 * What is wrong with what a game said, one line each: a key missing in a language, a wording
 * that renders as its key or with a placeholder left, English that is not the catalogue's.
 */
export function wordingProblems(catalogues: Catalogues, said: readonly Said[]): string[] {
  const problems = new Set<string>();
  for (const s of said) {
    for (const key of keysOf(s, new Set())) {
      for (const locale of LOCALES) if (!Object.hasOwn(catalogues[locale], key)) problems.add(`${locale}: ${key} is missing`);
    }
    for (const locale of LOCALES) {
      const text = word(catalogues, locale, s);
      if (text === s.key || /\{[A-Za-z]/.test(text.replace(/\{\{[A-Za-z0-9_-]+\}\}/g, ''))) problems.add(`${locale}: ${s.key} renders as "${text}"`);
    }
    const en = word(catalogues, 'en', s);
    if (en !== s.text) problems.add(`en: ${s.key} says "${s.text}" but the catalogue words it "${en}"`);
  }
  return [...problems];
}

/**
 * Keys of a catalogue no code names: neither written out in `sources` nor under one of the
 * `dynamic` prefixes (keys built from data, like `airlines.phase.${phase}`).
 */
export function unusedKeys(catalogues: Catalogues, area: string, sources: string, dynamic: readonly string[] = []): string[] {
  return Object.keys(catalogues.en).filter((k) => k.startsWith(`${area}.`) && !sources.includes(`'${k}'`) && !dynamic.some((p) => k.startsWith(p)));
}

/**
 * A game folder's code, for `unusedKeys`: every non-test `.ts` file, each catalogue's own
 * literal (`const own: Catalogues = { … };`, which names every key) left out.
 */
export function gameSources(folder: URL): string {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(new URL(f, folder), 'utf8').replace(/\nconst own: Catalogues = \{[\s\S]*?\n\};\n/, ''))
    .join('\n');
}
