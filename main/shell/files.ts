/**
 * File reads and writes behind the preload's dialogs, in plain Node so they are tested without
 * Electron. Writes are atomic (a temporary file renamed over the target), so a crash never
 * leaves half a board.
 */
import { promises as fs } from 'node:fs';
import { basename, extname } from 'node:path';
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
