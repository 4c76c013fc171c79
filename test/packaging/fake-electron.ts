/**
 * A stand-in for Electron's Linux distribution, so electron-builder can package the app on a
 * machine that cannot download Electron. It holds what electron-builder touches: an `electron`
 * executable carrying the fuse wire at Electron's sentinel (so @electron/fuses flips real bytes),
 * the licence and the version file. It never runs: the test reads the packed files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The marker @electron/fuses looks for in an Electron binary; the fuse wire follows it. */
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

/**
 * Electron's fuse wire, version 1, in @electron/fuses' order, as Electron ships it
 * ('1' on, '0' off).
 */
export const FUSE_ORDER = [
  'runAsNode',
  'enableCookieEncryption',
  'enableNodeOptionsEnvironmentVariable',
  'enableNodeCliInspectArguments',
  'enableEmbeddedAsarIntegrityValidation',
  'onlyLoadAppFromAsar',
  'loadBrowserProcessSpecificV8Snapshot',
  'grantFileProtocolExtraPrivileges',
] as const;
const SHIPPED_WIRE = '10110001';

export function makeFakeElectronDist(dir: string, version: string): void {
  mkdirSync(join(dir, 'resources'), { recursive: true });
  const binary = Buffer.concat([
    Buffer.from('#!/bin/sh\nexit 1\n'),
    Buffer.alloc(64),
    Buffer.from(FUSE_SENTINEL),
    Buffer.from([1, SHIPPED_WIRE.length]),
    Buffer.from(SHIPPED_WIRE),
    Buffer.alloc(64),
  ]);
  writeFileSync(join(dir, 'electron'), binary, { mode: 0o755 });
  writeFileSync(join(dir, 'LICENSE'), 'stand-in\n');
  writeFileSync(join(dir, 'version'), version);
}

/** The fuses as set in a packed binary: name → on/off. */
export function readFuses(binary: Buffer): Record<string, boolean> {
  const at = binary.indexOf(FUSE_SENTINEL);
  if (at < 0) throw new Error('no fuse wire in the binary');
  const length = binary[at + FUSE_SENTINEL.length + 1]!;
  const wire = binary.subarray(at + FUSE_SENTINEL.length + 2, at + FUSE_SENTINEL.length + 2 + length).toString('latin1');
  return Object.fromEntries(FUSE_ORDER.map((name, i) => [name, wire[i] === '1']));
}
