/**
 * One game, one folder per side: outside games/<id>/ and renderer/src/games/<id>/ (and the
 * game's tests through the host, the lab, the CLI or the editor, test/games/<id>/) no file names
 * a game, so adding or removing a game touches its folders and its two registry lines only. A file
 * "names" a game when it holds the game's id in quotes ('<id>') or a path into the game's
 * folders (games/<id>/…, boards/<id>/…); the ids are the registry's. Files that must name a
 * game are listed below, each with the reason.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { games } from '../../games/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Code the lint reads: every tracked source file (boards/ is data and is not read). */
const SOURCE = /^(formats|games|main|renderer|preload|test)\/.*\.(ts|vue|js|cjs|mjs)$|^[^/]+\.(ts|cjs|mjs|js)$/;

/** Files that name a game on purpose: a path (or a folder ending in "/") and why. */
const ALLOWED: readonly { path: string; why: string }[] = [
  {
    path: 'test/e2e/',
    why: "Browser walkthroughs: each drives one game's screens by their labels on a named bundled board (the e2e config collects test/e2e only).",
  },
  { path: 'test/bench/', why: "Benchmarks: each measures a named game's engine or a host path on a named board; the figures are quoted per game." },
  { path: '.dependency-cruiser.cjs', why: "The one known circle inside a game (Airlines' derived.ts and queries.ts), left to the work in that folder." },
  { path: 'games/log-grammar.test.ts', why: 'An English noun in the list of counted words that is also a game id (the plural of airline).' },
  { path: 'games/core/list-nouns.ts', why: 'An English noun in the table of board lists that is also a game id (the plural of airline).' },
];

/** Files still naming a game, to be moved onto the registry or into test/games/<id>/; the list may only shrink (a test checks). */
const PENDING: readonly string[] = [];

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const ids = [...games.keys()];
const named = new RegExp(ids.map((id) => `(['"\`])${escape(id)}\\${ids.indexOf(id) + 1}|\\b(?:games|boards)/${escape(id)}/`).join('|'));

/**
 * The id's own folders, where naming it is the point: its rules, its renderer part, and its tests
 * that need the host, the lab, the CLI or the editor (test/games/<id>/; a test in games/<id>/ may
 * not import those, rule games-tests-below-host in .dependency-cruiser.cjs).
 */
function inGameFolder(file: string): boolean {
  return ids.some((id) => file.startsWith(`games/${id}/`) || file.startsWith(`renderer/src/games/${id}/`) || file.startsWith(`test/games/${id}/`));
}

const allowed = (file: string): boolean => ALLOWED.some((a) => (a.path.endsWith('/') ? file.startsWith(a.path) : file === a.path));

function offenders(): { file: string; line: number; text: string }[] {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter((f) => SOURCE.test(f) && !inGameFolder(f));
  const out: { file: string; line: number; text: string }[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    const lines = text.split('\n');
    const at = lines.findIndex((l) => named.test(l));
    if (at >= 0) out.push({ file, line: at + 1, text: lines[at]!.trim().slice(0, 120) });
  }
  return out;
}

describe('no file outside a game folder names a game', () => {
  const found = offenders();

  it('knows a game named in quotes or by a path into its folders, and nothing else', () => {
    for (const id of ids) {
      expect(named.test(`const g = '${id}';`)).toBe(true);
      expect(named.test(`import x from '../../games/${id}/rules.js';`)).toBe(true);
      expect(named.test(`read('boards/${id}/a.board.json')`)).toBe(true);
      expect(named.test(`const g = '${id}x';`)).toBe(false);
    }
    expect(named.test("const g = 'core'; import '../games/core/types.js';")).toBe(false);
  });

  it('finds none beyond the allowed and the pending files', () => {
    const unexpected = found.filter((o) => !allowed(o.file) && !PENDING.includes(o.file)).map((o) => `${o.file}:${o.line}: ${o.text}`);
    expect(unexpected, 'reach the game through the registry (games/index.ts, renderer/src/games/registry.ts) instead').toEqual([]);
  });

  it('lists no pending file that no longer names a game', () => {
    const still = new Set(found.map((o) => o.file));
    expect(PENDING.filter((f) => !still.has(f))).toEqual([]);
  });
});
