/**
 * The message keys the renderer's sources use: every key written out in a call of t() in a component or
 * a module, or as an editor tool's, layer's or tab's `labelKey` (the editor words it). Keys are always written out whole (never built at run time), so a scan finds each
 * one and the catalogue test can say which are missing and which are unused. Node only (tests).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The .vue and .ts files under a folder (tests and catalogues left out). */
export function sourceFiles(root: string, exts: readonly string[] = ['.vue', '.ts']): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (exts.some((x) => e.name.endsWith(x)) && !e.name.endsWith('.test.ts')) out.push(p);
    }
  };
  walk(root);
  return out.sort();
}

const KEY_CALL = /\bt\(\s*'([a-z][\w-]*\.[\w.-]+)'/g;
/** A name given by key in the editor's tools, layers and tabs (`labelKey: 'editor.toolSelect'`). */
const KEY_FIELD = /\blabelKey:\s*'([a-z][\w-]*\.[\w.-]+)'/g;
/** A t( whose key is not a plain quoted string: it cannot be checked, so it is not allowed. */
const BUILT_CALL = /\bt\(\s*[`"]/g;

export interface KeyUse {
  /** Key → the files (relative to root) that use it. */
  used: Map<string, Set<string>>;
  /** File and text of every call whose key is built (a template string), not written out. */
  built: string[];
}

export function scanKeys(root: string): KeyUse {
  const used = new Map<string, Set<string>>();
  const built: string[] = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const rel = relative(root, file);
    for (const m of [...text.matchAll(KEY_CALL), ...text.matchAll(KEY_FIELD)]) {
      let files = used.get(m[1]!);
      if (!files) used.set(m[1]!, (files = new Set()));
      files.add(rel);
    }
    for (const m of text.matchAll(BUILT_CALL)) built.push(`${rel}: ${text.slice(m.index, m.index + 40)}`);
  }
  return { used, built };
}
