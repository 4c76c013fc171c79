/**
 * File reads and writes behind the preload's dialogs, in plain Node so they are tested without
 * Electron. Writes are atomic (a temporary file renamed over the target), so a crash never
 * leaves half a board.
 */
import { promises as fs } from 'node:fs';
import { basename, dirname, extname, isAbsolute, relative, resolve } from 'node:path';
import { writeFileAtomic } from '../library/json-file.js';
import { MAX_FILE_BYTES, type FileKind } from './security.js';

const IMAGE_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

export interface ReadResult {
  path: string;
  name: string;
  text?: string;
  dataUrl?: string;
}

/** Checks that a path suits the kind of file asked for (a board must be .json, a picture png/jpeg). */
export function checkKindPath(kind: FileKind, path: string): void {
  const ext = extname(path).toLowerCase();
  const okExt = kind === 'image' ? ext in IMAGE_TYPES : ext === '.json';
  if (!okExt) throw new Error(`${basename(path)} is not a ${kind === 'image' ? 'PNG or JPEG picture' : 'JSON file'}.`);
}

export async function readKindFile(kind: FileKind, path: string): Promise<ReadResult> {
  checkKindPath(kind, path);
  const stat = await fs.stat(path);
  if (!stat.isFile()) throw new Error(`${path} is not a file.`);
  if (stat.size > MAX_FILE_BYTES) throw new Error(`${basename(path)} is too large (${stat.size} bytes).`);
  const bytes = await fs.readFile(path);
  if (kind === 'image') {
    const mime = IMAGE_TYPES[extname(path).toLowerCase()]!;
    return { path, name: basename(path), dataUrl: `data:${mime};base64,${bytes.toString('base64')}` };
  }
  return { path, name: basename(path), text: bytes.toString('utf8') };
}

export async function writeKindFile(kind: FileKind, path: string, text: string): Promise<void> {
  if (kind === 'image') throw new Error('Pictures are never written by Boardwright.');
  checkKindPath(kind, path);
  if (Buffer.byteLength(text) > MAX_FILE_BYTES) throw new Error('The file is too large to save.');
  await writeFileAtomic(path, text);
}

/**
 * Which paths the renderer may read or write through the file IPC: those the user picked in an
 * open or save dialog during this session, and those inside the app's own folders (the data
 * folder; for reading also the bundled boards). A page that got hold of the IPC cannot name
 * ~/.ssh/id_rsa or a startup script. Paths are compared after resolving symbolic links, so a
 * link inside the data folder cannot lead out of it.
 */
export class FileAccess {
  private picked = new Set<string>();

  constructor(
    /** Folders whose files may be read and written (the data folder). */
    private readonly writable: readonly string[],
    /** Further folders whose files may only be read (the bundled boards). */
    private readonly readable: readonly string[] = [],
  ) {}

  /** The user picked this path in a dialog: it may be used for the rest of the session. */
  async allowPicked(path: string): Promise<void> {
    this.picked.add(await real(path));
  }

  async mayRead(path: string): Promise<boolean> {
    return this.allowed(path, [...this.writable, ...this.readable]);
  }

  async mayWrite(path: string): Promise<boolean> {
    return this.allowed(path, this.writable);
  }

  private async allowed(path: string, roots: readonly string[]): Promise<boolean> {
    if (typeof path !== 'string' || !isAbsolute(path) || path.includes('\0')) return false;
    const target = await real(path);
    if (this.picked.has(target)) return true;
    for (const root of roots) {
      const base = await real(root);
      const rel = relative(base, target);
      if (rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)) return true;
    }
    return false;
  }
}

/** The path with symbolic links resolved; for a file not yet written, its folder's. */
async function real(path: string): Promise<string> {
  const abs = resolve(path);
  try {
    return await fs.realpath(abs);
  } catch {
    try {
      return resolve(await fs.realpath(dirname(abs)), basename(abs));
    } catch {
      return abs;
    }
  }
}
