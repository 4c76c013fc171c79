/**
 * An HTTP API's refusal as it goes out: a code and, said by key (core/host-messages.ts), its key
 * and params, never a sentence: each client words it in its own language (formats/client-words.ts
 * `wordRefusal`). A reason only a lower module knows in English (a save's, a board file's) goes as
 * `error`, the only words there are.
 */
import type { WordParams } from '../../games/core/wording.js';

export interface HttpRefusal {
  code: string;
  key?: string;
  params?: WordParams;
  error?: string;
}

/** A refusal by key: `{ code, key, params }`. */
export function refusal(code: string, key: string, params?: WordParams): HttpRefusal {
  return params === undefined ? { code, key } : { code, key, params };
}

/** A refusal whose reason exists only in English (a lower module's): `{ code, error }`. */
export function englishRefusal(code: string, error: string): HttpRefusal {
  return { code, error };
}
