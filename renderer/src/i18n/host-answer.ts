/**
 * An HTTP API's refusal in the page's language (main/http/refusal.ts): a code with a key and
 * params is worded from the host's catalogue (i18n/wire-words, loaded on the first such
 * refusal, as the connection store does), a reason the host has only in English shows as sent,
 * and a body with neither gives `fallback`.
 */
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
