/**
 * Where boards come from and go to: the host's board library (bundled and the user's boards
 * folder), the desktop app's file dialogs when there is one, and in a plain browser a file
 * picker and a download. Nothing here knows about the editor's state.
 */
import { answerText, answeredStatus, hostUnreachable } from '../../i18n/host-answer.js';
import type { BoardInfo } from '../../../../formats/protocol.js';
import type { WireProblem } from '../../../../games/core/board-problem.js';
import { native } from '../../native.js';

/** Where the open board lives, so Save writes it back there. */
export type FileRef =
  | { kind: 'new' }
  | { kind: 'library'; id: string; source: 'bundled' | 'user'; game: string; name: string }
  | { kind: 'path'; path: string; name: string }
  | { kind: 'upload'; name: string };

/** What a file's title says, for the screen to word in its language. */
export type FileTitle = { kind: 'new' } | { kind: 'bundled' | 'mine' | 'file'; name: string };

export function fileTitleParts(file: FileRef): FileTitle {
  if (file.kind === 'new') return { kind: 'new' };
  if (file.kind === 'library') return { kind: file.source === 'bundled' ? 'bundled' : 'mine', name: file.name };
  return { kind: 'file', name: file.name };
}

/** `bundled:<game>/<name>` → its parts. */
export function parseLibraryId(id: string): { source: 'bundled' | 'user'; game: string; name: string } | null {
  const m = /^(bundled|user):([a-z0-9-]+)\/([A-Za-z0-9_-]+)$/.exec(id);
  return m ? { source: m[1] as 'bundled' | 'user', game: m[2]!, name: m[3]! } : null;
}

/** A board name the host accepts as a file name: letters, digits, "-" and "_". */
export function toBoardFileName(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[-_]+|-+$/g, '')
    .toLowerCase()
    .slice(0, 64);
  return s || 'board';
}

async function hostBase(): Promise<string> {
  const api = native();
  if (api) {
    try {
      return (await api.hostUrl()).replace(/\/$/, '');
    } catch {
      /* fall back to the page's own origin */
    }
  }
  return '';
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function errorText(body: unknown, status: number): Promise<string> {
  if (body && typeof body === 'object' && typeof (body as { key?: unknown }).key === 'string') return answerText(body, answeredStatus(status));
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; error?: unknown; problems?: WireProblem[] };
    if (typeof b.message === 'string') return b.message;
    if (typeof b.error === 'string') return b.error;
    if (b.error && typeof (b.error as { message?: unknown }).message === 'string') return (b.error as { message: string }).message;
    // A board problem by its key, in the page's language (its English message when it has none).
    if (Array.isArray(b.problems) && b.problems[0]) return `${b.problems[0].path}: ${(await import('../../i18n/wire-words.js')).problemText(b.problems[0])}`;
  }
  return answeredStatus(status);
}

export async function listLibrary(): Promise<BoardInfo[]> {
  const res = await fetch(`${await hostBase()}/api/boards`);
  const body = await readJson(res);
  if (!res.ok) throw new Error(await errorText(body, res.status));
  const list = Array.isArray(body) ? body : (body as { boards?: unknown }).boards;
  return Array.isArray(list) ? (list as BoardInfo[]) : [];
}

/** The board's JSON as the file holds it (a broken board still opens in the editor). */
export async function getLibraryBoard(id: string): Promise<unknown> {
  const res = await fetch(`${await hostBase()}/api/boards/${id.split('/').map(encodeURIComponent).join('/')}`);
  const body = await readJson(res);
  if (!res.ok) throw new Error(await errorText(body, res.status));
  // The host answers with the library entry; its `raw` is the file as written, `board` the checked one.
  if (body && typeof body === 'object' && 'source' in body && 'id' in body) {
    const entry = body as { raw?: unknown; board?: unknown };
    return entry.raw ?? entry.board ?? body;
  }
  return body;
}

export type SaveResult = { ok: true; id: string } | { ok: false; message: string; problems?: WireProblem[] };

/** Writes to the user's boards folder through the host. */
export async function putUserBoard(game: string, name: string, text: string): Promise<SaveResult> {
  try {
    const res = await fetch(`${await hostBase()}/api/boards/user/${encodeURIComponent(game)}/${encodeURIComponent(name)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: text,
    });
    const body = await readJson(res);
    if (!res.ok) {
      const problems = (body as { problems?: WireProblem[] } | null)?.problems;
      return { ok: false, message: await errorText(body, res.status), ...(Array.isArray(problems) ? { problems } : {}) };
    }
    const id = (body as { id?: unknown; entry?: { id?: unknown } } | null)?.id ?? (body as { entry?: { id?: unknown } } | null)?.entry?.id;
    return { ok: true, id: typeof id === 'string' ? id : `user:${game}/${name}` };
  } catch {
    return { ok: false, message: hostUnreachable() };
  }
}

/** A plain browser's Save: the board as a file download. */
export function downloadText(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: 'application/json' }));
}

/** A download of any file the page made (a print-and-play PDF). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 5000);
}

/** A plain browser's Open: a file picker. Resolves null when the user cancels. */
export function pickFile(accept: string): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.setAttribute('data-testid', 'editor-file-input');
    input.style.display = 'none';
    input.addEventListener('change', () => {
      resolve(input.files?.[0] ?? null);
      input.remove();
    });
    input.addEventListener('cancel', () => {
      resolve(null);
      input.remove();
    });
    document.body.appendChild(input);
    input.click();
  });
}

/** A picture file as a data URL; rejects with the reader's own error (the caller words it). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error ?? new Error('FileReader failed'));
    r.readAsDataURL(file);
  });
}
