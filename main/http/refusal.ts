/**
 * An HTTP API's refusal as it goes out: a code and, said by key (core/host-messages.ts), its key
 * and params, never a sentence: each client words it in its own language (formats/client-words.ts
 * `wordRefusal`). A lower module's reason (a save's, a board file's) goes by its key too; only an
 * exception from the system (opening the network) goes as `error`, the only words there are.
 */
import type { Wording, WordParams } from '../../games/core/wording.js';

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

/** A refusal whose reason a lower module gave by key (a save's, a file's): `{ code, key, params }`. */
export function reasonRefusal(code: string, reason: Wording): HttpRefusal {
  return refusal(code, reason.key, reason.params);
}

/** A refusal whose reason exists only in English (a lower module's): `{ code, error }`. */
export function englishRefusal(code: string, error: string): HttpRefusal {
  return { code, error };
}
