/**
 * The host's saves (host machine only): the list, rename, delete, export, import, and resuming
 * one as a table. Listing, renaming and deleting are the JSON API; resuming is the WebSocket
 * (`resumeSave`), so the opener gets an owner token and then takes the seats back.
 */
import { answerText, answeredStatus, hostUnreachable } from '../i18n/host-answer.js';
import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { HostMessage, SaveSummary, TableSummary } from '../../../formats/protocol.js';
import { useConnection, type HostError } from './connection.js';
import { loadHeld, saveHeld } from './seat-tokens.js';
import { useTable } from './table.js';

export type { SaveSummary };

export type ResumeResult = { ok: true; table: string } | { ok: false; code: string; message: string };

export const useSaves = defineStore('saves', () => {
  const connection = useConnection();
  const list = shallowRef<SaveSummary[]>([]);
  const loaded = ref(false);
  /** Why the list could not be read (e.g. this page is not on the host machine). */
  const problem = ref<string | null>(null);

  function url(path: string): string {
    return new URL(path, connection.baseUrl || window.location.href).href;
  }

  /** A JSON request to the host; the host's own sentence when it says no. */
  async function call(path: string, init?: RequestInit): Promise<{ ok: true; body: unknown } | { ok: false; message: string }> {
    try {
      const res = await fetch(url(path), init);
      const body = (await res.json().catch(() => null)) as { error?: string } | null;
      if (res.ok) return { ok: true, body };
      return { ok: false, message: await answerText(body, answeredStatus(res.status)) };
    } catch {
      return { ok: false, message: hostUnreachable() };
    }
  }

  async function refresh(): Promise<void> {
    const r = await call('api/saves');
    if (r.ok && Array.isArray(r.body)) {
      list.value = r.body as SaveSummary[];
      problem.value = null;
    } else if (!r.ok) problem.value = r.message;
    loaded.value = true;
  }

  async function rename(id: string, name: string): Promise<string | null> {
    const r = await call(`api/saves/${encodeURIComponent(id)}/rename`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) });
    await refresh();
    return r.ok ? null : r.message;
  }

  async function remove(id: string): Promise<string | null> {
    const r = await call(`api/saves/${encodeURIComponent(id)}`, { method: 'DELETE' });
    await refresh();
    return r.ok ? null : r.message;
  }

  function exportUrl(id: string): string {
    return url(`api/saves/${encodeURIComponent(id)}/export`);
  }

  /** Imports a save file; the new save's id, or why not. */
  async function importText(text: string): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
    const r = await call('api/saves/import', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text });
    await refresh();
    if (!r.ok) return r;
    return { ok: true, id: String((r.body as { id?: unknown } | null)?.id ?? '') };
  }

  /**
   * The user's choice for a save whose journal is damaged at `line`: the host keeps the journal
   * aside whole (the file it names) and the save opens up to that line; then it is resumed.
   */
  async function resumeUpTo(id: string, line: number): Promise<ResumeResult & { setAside?: string }> {
    const r = await call(`api/saves/${encodeURIComponent(id)}/cut-journal`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ line }) });
    if (!r.ok) {
      await refresh();
      return { ok: false, code: 'cut-journal', message: r.message };
    }
    const setAside = String((r.body as { setAside?: unknown } | null)?.setAside ?? '');
    const res = await resume(id);
    if (!res.ok) await refresh();
    return { ...res, setAside };
  }

  /**
   * Opens a save as a table and puts it on screen. The seats this browser held there come back
   * by their tokens; when it held none (a named or imported save opens as a new table), the
   * opener, now an owner, takes every seat a person played: resuming a hot-seat game.
   */
  async function resume(id: string, acceptReplay = false): Promise<ResumeResult> {
    const table = useTable();
    table.wire();
    let m: Extract<HostMessage, { type: 'tableCreated' }>;
    try {
      m = await connection.request({ type: 'resumeSave', save: id, ...(acceptReplay ? { acceptReplay: true } : {}) });
    } catch (err) {
      // The Saves screen says it in place (the answer names this request: no banner).
      return { ok: false, code: (err as HostError).code ?? 'internal', message: (err as Error).message };
    }
    await openResumed(m.table, m.ownerToken);
    return { ok: true, table: m.table.id };
  }

  async function openResumed(summary: TableSummary, ownerToken: string): Promise<void> {
    const table = useTable();
    const h = loadHeld(summary.id);
    const heldBefore = Object.keys(h.seats).length;
    h.owner = ownerToken;
    saveHeld(summary.id, h);
    const opened = table.openTable(summary.id, 'home').catch(() => undefined);
    if (heldBefore > 0) return opened;
    await Promise.allSettled(summary.seats.filter((s) => s.kind === 'human').map((s) => table.claimSeat(summary.id, s.index, ownerToken)));
  }

  return { list, loaded, problem, refresh, rename, remove, exportUrl, importText, resume, resumeUpTo };
});
