/**
 * A local storage in memory for the editor store's tests in Node (drafts, recent boards, layer
 * states): stubbed as the global `localStorage`; the returned map is what it holds.
 */
import { vi } from 'vitest';

export function stubMemoryStorage(): Map<string, string> {
  const memory = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
  });
  return memory;
}
