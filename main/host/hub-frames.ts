/**
 * Reading one WebSocket frame into a client message: JSON text only, nested no deeper than
 * MAX_JSON_DEPTH, parsed safely and checked against the protocol's schema. What fails says why,
 * with the request id when the message had a usable one.
 */
import { MAX_JSON_DEPTH } from '../../formats/protocol.js';
import { clientMessage, type ClientMessage } from '../../formats/protocol-schema.js';
import { firstIssueWording } from '../../games/core/issue-words.js';
import type { Said } from '../../games/core/wording.js';
import { tooDeepAt } from '../library/json-file.js';
import type { Rid } from './hub-context.js';
import { said } from './messages.js';

/** What a complaint about the whole message calls it. */
const MESSAGE = { key: 'host.field.message' };

export type Frame = { ok: true; msg: ClientMessage } | { ok: false; rid: Rid; code: string; words: Said };

export function readFrame(data: Buffer | Buffer[] | ArrayBuffer, isBinary: boolean): Frame {
  if (isBinary) return { ok: false, rid: undefined, code: 'bad-frame', words: said('host.refuse.binaryFrame') };
  const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
  if (tooDeepAt(text) !== null) {
    return { ok: false, rid: undefined, code: 'bad-json', words: said('host.refuse.frameTooDeep', { depth: MAX_JSON_DEPTH }) };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, rid: undefined, code: 'bad-json', words: said('host.refuse.frameNotJson') };
  }
  const parsed = clientMessage.safeParse(raw);
  if (!parsed.success) {
    const obj = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown; rid?: unknown }) : {};
    const rid = Number.isInteger(obj.rid) && (obj.rid as number) >= 0 && (obj.rid as number) <= 2 ** 31 ? (obj.rid as number) : undefined;
    const problem = firstIssueWording(parsed.error, raw, MESSAGE);
    const words = typeof obj.type === 'string' ? said('host.refuse.frameShapeFor', { type: obj.type.slice(0, 40), problem }) : said('host.refuse.frameShape', { problem });
    return { ok: false, rid, code: 'bad-message', words };
  }
  return { ok: true, msg: parsed.data };
}
