/**
 * What an installer holds, checked without downloading Electron: electron-builder.yml against
 * electron-builder's own schema, then the app packed for real by electron-builder (`--dir`, the
 * folder every installer is made from) over a stand-in Electron distribution (fake-electron.ts),
 * from a fresh build of out/ in a temporary folder. The packed app.asar is read back: what it
 * holds, what is unpacked beside it, and the fuses flipped in the binary.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load as loadYaml } from 'js-yaml';
import { Piscina } from 'piscina';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../games/index.js';
import { defaultBots } from '../../main/lab/lab.js';
import { defaultBoardRaw } from '../fixtures/bundled-boards.js';
import { CHILD_PROCESS_BUDGET_MS } from '../fixtures/budgets.js';
import { makeFakeElectronDist, readFuses } from './fake-electron.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const config = loadYaml(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;

/** electron-builder's own check of a configuration (the one `electron-builder` runs first). */
async function validate(conf: unknown): Promise<void> {
  const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
    validateConfiguration(c: unknown, log: { isEnabled: boolean; add(): void }): Promise<void>;
  };
  await validateConfiguration(conf, { isEnabled: false, add: () => {} });
}

describe('electron-builder.yml', () => {
  it('passes electron-builder\'s own configuration schema (app-builder-lib/scheme.json), and a misspelt key does not', async () => {
    await expect(validate(config)).resolves.toBeUndefined();
    await expect(validate({ ...config, asarUnpak: ['out/main/lab-worker.cjs'] })).rejects.toThrow(/asarUnpak/);
    await expect(validate({ ...config, electronFuses: { ...(config['electronFuses'] as object), runAsNodes: false } })).rejects.toThrow(/electronFuses/);
  });

  it('builds AppImage and deb on Linux, dmg on macOS, NSIS on Windows, with no auto-update, from build/icon.png', () => {
    expect(config['linux']).toMatchObject({ target: ['AppImage', 'deb'] });
    expect(config['mac']).toMatchObject({ target: ['dmg'] });
    expect(config['win']).toMatchObject({ target: ['nsis'] });
    expect(config['publish']).toBeNull();
    expect(config['directories']).toMatchObject({ buildResources: 'build' });
    const png = readFileSync(join(ROOT, 'build', 'icon.png'));
    // PNG signature, then the IHDR's width and height: at least 512 × 512 for macOS.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024]);
  });
});

/** Bare package names a source file imports (`pixi.js`, `@vue/x` …), node: builtins left out. */
function importedPackages(text: string): string[] {
  return packageNames(text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"./][^'"]*)['"]/g));
}

/** Bare package names a built CommonJS bundle loads: its `require("…")` and `import("…")` calls. */
function requiredPackages(text: string): string[] {
  return packageNames(text.matchAll(/\b(?:require|import)\(\s*["']([^"'./][^"']*)["']\s*\)/g));
}

function packageNames(matches: Iterable<RegExpMatchArray>): string[] {
  const names: string[] = [];
  for (const m of matches) {
    const spec = m[1]!;
    if (spec.startsWith('node:') || builtinModules.includes(spec)) continue;
    names.push(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
  }
  return names;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else if (/\.(ts|vue)$/.test(e.name) && !/\.test\.ts$/.test(e.name)) out.push(p);
  }
  return out;
}

/** A package and everything it depends on at run time, from package-lock.json. */
function closure(names: Iterable<string>): Set<string> {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }>;
  };
  const seen = new Set<string>();
  const todo = [...names];
  while (todo.length > 0) {
    const name = todo.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const entry = lock.packages[`node_modules/${name}`];
    for (const dep of Object.keys({ ...entry?.dependencies, ...entry?.optionalDependencies })) todo.push(dep);
  }
  return seen;
}

/** The package names under node_modules in a list of packed paths (`/node_modules/a/…`). */
function packedPackages(paths: string[]): Set<string> {
  const names = new Set<string>();
  for (const p of paths) {
    const parts = p.split('/').filter(Boolean);
    for (let i = 0; i < parts.length - 1; i++) {
      if (parts[i] !== 'node_modules') continue;
      const name = parts[i + 1]!.startsWith('@') ? `${parts[i + 1]}/${parts[i + 2] ?? ''}` : parts[i + 1]!;
      if (!name.endsWith('/')) names.add(name);
    }
  }
  return names;
}

describe('the packaged app (electron-builder --dir over a stand-in Electron)', () => {
  let tmp: string;
  let resources: string;
  let packed: string[];
  let binary: Buffer;

  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'bw-package-'));
    const app = join(tmp, 'app');
    // Each command has the suite's child-process budget (a hang detector): spawnSync blocks this
    // process, so without it a hung build would hold the file past any Vitest timeout for ever.
    const run = (args: string[], env: Record<string, string> = {}): void => {
      const command = ['node', ...args.map((a) => relative(ROOT, a) || a)].join(' ');
      const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024, timeout: CHILD_PROCESS_BUDGET_MS });
      if (r.error) throw new Error(`${command} did not finish within ${CHILD_PROCESS_BUDGET_MS / 1000} s (${r.error.message}):\n${r.stdout}\n${r.stderr}`);
      if (r.status !== 0) throw new Error(`${command} failed (${r.status ?? r.signal}):\n${r.stdout}\n${r.stderr}`);
    };
    // out/ built afresh (as `npm run dist` does), into the copy of the project that is packed.
    run([join(ROOT, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'build', '--logLevel', 'warn'], { BOARDWRIGHT_OUT_DIR: join(app, 'out') });
    for (const f of ['package.json', 'electron-builder.yml', 'boards', 'build']) cpSync(join(ROOT, f), join(app, f), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(app, 'node_modules'), 'dir');
    const electronVersion = (JSON.parse(readFileSync(join(ROOT, 'node_modules', 'electron', 'package.json'), 'utf8')) as { version: string }).version;
    makeFakeElectronDist(join(tmp, 'electron'), electronVersion);
    run([
      join(ROOT, 'node_modules', 'electron-builder', 'cli.js'),
      '--linux', 'dir', '--x64', '--publish', 'never',
      '--projectDir', app,
      `-c.electronDist=${join(tmp, 'electron')}`,
      `-c.directories.output=${join(tmp, 'dist')}`,
    ]);
    const unpacked = join(tmp, 'dist', 'linux-unpacked');
    resources = join(unpacked, 'resources');
    const asar = require('@electron/asar') as { listPackage(path: string): string[] };
    packed = asar.listPackage(join(resources, 'app.asar')).map((p) => p.replace(/\\/g, '/'));
    binary = readFileSync(join(unpacked, 'boardwright'));
  }, 2 * CHILD_PROCESS_BUDGET_MS + 60_000); // the two commands' budgets, and a minute for the rest

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('packs out/, boards/ and package.json, and of node_modules only the dependencies the main process loads', () => {
    const boards = [...games.values()].map((def) => `/boards/${def.id}/${def.defaultBoard}.board.json`);
    for (const f of ['/out/main/index.cjs', '/out/preload/index.cjs', '/out/renderer/index.html', '/package.json', ...boards]) {
      expect(packed, f).toContain(f);
    }
    // Nothing but what `files` names and node_modules: no sources, no tests, no lock file.
    const tops = new Set(packed.map((p) => p.split('/')[1]));
    expect([...tops].sort()).toEqual(['boards', 'node_modules', 'out', 'package.json']);
    const modules = packedPackages(packed);
    for (const dep of Object.keys(pkg.dependencies)) expect(modules, dep).toContain(dep);
    // Everything packed is a dependency (or one of theirs), never a devDependency.
    const runtime = closure(Object.keys(pkg.dependencies));
    expect([...modules].filter((m) => !runtime.has(m))).toEqual([]);
  });

  it('holds no renderer library twice: what Vite bundled into out/renderer is not in node_modules too', () => {
    const rendererLibs = new Set<string>();
    for (const f of [...sourceFiles(join(ROOT, 'renderer', 'src')), ...sourceFiles(join(ROOT, 'games'))]) {
      for (const name of importedPackages(readFileSync(f, 'utf8'))) rendererLibs.add(name);
    }
    // The renderer's own imports (a test of this test: if none were found it would pass on nothing).
    for (const lib of ['vue', 'pinia', 'pixi.js', 'echarts', 'zod']) expect(rendererLibs, lib).toContain(lib);
    const bundled = closure(rendererLibs);
    const twice = [...packedPackages(packed)].filter((m) => bundled.has(m));
    expect(twice).toEqual([]);
    // Each is in package.json's devDependencies (Vite bundles them; electron-builder skips them).
    for (const lib of rendererLibs) expect(Object.keys(pkg.devDependencies), lib).toContain(lib);
  });

  it('every package the main bundles load is packed (the app starts), and the lab worker loads nothing from node_modules', () => {
    const mainDir = '/out/main';
    const bundles = packed.filter((p) => (p.startsWith(`${mainDir}/`) || p.startsWith('/out/preload/')) && p.endsWith('.cjs'));
    expect(bundles.length).toBeGreaterThanOrEqual(3);
    const modules = packedPackages(packed);
    const readPacked = (p: string): string => {
      const asar = require('@electron/asar') as { extractFile(a: string, f: string): Buffer };
      return asar.extractFile(join(resources, 'app.asar'), p.slice(1)).toString('utf8');
    };
    for (const b of bundles) {
      for (const name of requiredPackages(readPacked(b))) {
        if (name === 'electron') continue;
        expect(modules, `${b} loads ${name}`).toContain(name);
      }
    }
    // The worker bundle and its chunks carry zod and the games themselves: only Node's own modules.
    expect(requiredPackages(readPacked(`${mainDir}/lab-worker.cjs`))).toEqual([]);
    for (const chunk of bundles.filter((b) => b.startsWith(`${mainDir}/chunks/`))) expect(requiredPackages(readPacked(chunk)), chunk).toEqual([]);
  });

  it('unpacks the lab worker beside app.asar, and piscina runs games from the unpacked files', async () => {
    const dir = join(resources, 'app.asar.unpacked');
    expect(existsSync(join(dir, 'out', 'main', 'lab-worker.cjs'))).toBe(true);
    expect(readdirSync(join(dir, 'out', 'main', 'chunks')).length).toBeGreaterThan(0);
    expect(statSync(join(dir, 'node_modules', 'piscina', 'package.json')).isFile()).toBe(true);
    // The registry's first game on its default board, with the lab's bots for it.
    const def = games.values().next().value!;
    const board = defaultBoardRaw(def);
    const pool = new Piscina({ filename: join(dir, 'out', 'main', 'lab-worker.cjs'), minThreads: 1, maxThreads: 1 });
    try {
      // A task carries its run's spec and number (worker.ts): one pool plays run after run.
      const spec = { game: def.id, board, options: {}, players: 3, seed: 5, bots: defaultBots(def), maxMoves: 3000 };
      const records = (await pool.run({ run: 1, spec, from: 0, to: 2 })) as Array<{ seed: number }>;
      expect(records).toHaveLength(2);
    } finally {
      await pool.destroy();
    }
  });

  it('flips the fuses of electron-builder.yml in the packed binary, and writes no update metadata', () => {
    const wanted = config['electronFuses'] as Record<string, boolean>;
    expect(readFuses(binary)).toEqual(wanted);
    expect(readFuses(binary)).toMatchObject({ runAsNode: false, enableNodeCliInspectArguments: false, onlyLoadAppFromAsar: true });
    expect(existsSync(join(resources, 'app-update.yml'))).toBe(false);
  });
});
