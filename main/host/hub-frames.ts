/**
 * Reading one WebSocket frame into a client message: JSON text only, nested no deeper than
 * MAX_JSON_DEPTH, parsed safely and checked against the protocol's schema. What fails says why,
 * with the request id when the message had a usable one.
 */
import { MAX_JSON_DEPTH } from '../../formats/protocol.js';
import { clientMessage, messageIssueWords, type ClientMessage } from '../../formats/protocol-schema.js';
import { tooDeepAt } from '../library/json-file.js';
import type { Rid } from './hub-context.js';

export type Frame = { ok: true; msg: ClientMessage } | { ok: false; rid: Rid; code: string; message: string };

export function readFrame(data: Buffer | Buffer[] | ArrayBuffer, isBinary: boolean): Frame {
  if (isBinary) return { ok: false, rid: undefined, code: 'bad-frame', message: 'Messages are JSON text.' };
  const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
  if (tooDeepAt(text) !== null) {
    return { ok: false, rid: undefined, code: 'bad-json', message: `That message nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.` };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, rid: undefined, code: 'bad-json', message: 'That message is not valid JSON.' };
  }
  const parsed = clientMessage.safeParse(raw);
  if (!parsed.success) {
    const obj = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown; rid?: unknown }) : {};
    const rid = Number.isInteger(obj.rid) && (obj.rid as number) >= 0 && (obj.rid as number) <= 2 ** 31 ? (obj.rid as number) : undefined;
    return {
      ok: false,
      rid,
      code: 'bad-message',
      message: `That message does not have the right shape${typeof obj.type === 'string' ? ` for "${obj.type.slice(0, 40)}"` : ''}: ${messageIssueWords(parsed.error, raw)}.`,
    };
  }
  return { ok: true, msg: parsed.data };
}
