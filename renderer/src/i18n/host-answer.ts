/**
 * An HTTP API's refusal in the page's language (main/http/refusal.ts): a code with a key and
 * params is worded from the host's catalogue (i18n/wire-words, loaded on the first such
 * refusal, as the connection store does), a reason the host has only in English shows as sent,
 * and a body with neither gives `fallback`.
 */
import { useT } from './area.js';
import { lobbyArea } from './lobby/index.js';

export async function answerText(body: unknown, fallback: string): Promise<string> {
  if (typeof body !== 'object' || body === null) return fallback;
  const b = body as { code?: unknown; key?: unknown; params?: unknown; error?: unknown };
  if (typeof b.key === 'string') {
    try {
      const w = await import('./wire-words.js');
      return w.refusalText({ key: b.key, params: b.params, ...(typeof b.code === 'string' ? { code: b.code } : {}) });
    } catch {
      return typeof b.code === 'string' ? b.code : fallback;
    }
  }
  return typeof b.error === 'string' ? b.error : fallback;
}

const lobbyWordsOf = () => useT(lobbyArea);
let lobbyWords: ReturnType<typeof lobbyWordsOf> | null = null;
/** The lobby's words (always loaded), made on first use: a module's watcher, not one per call. */
const words = (): ReturnType<typeof lobbyWordsOf> => (lobbyWords ??= lobbyWordsOf());

/** "The host answered 500.": what a refusal with no words of its own says, in the page's language. */
export function answeredStatus(status: number): string {
  const { t } = words();
  return t('lobby.hostAnswered', { status });
}

/** The host did not answer at all (no connection), in the page's language. */
export function hostUnreachable(): string {
  const { t } = words();
  return t('lobby.hostUnreachable');
}
