/**
 * Every string, number and list in a client's message is bounded, and a message over a bound is
 * refused in the words board problems use: the field, its value and the limit.
 */
import { describe, expect, it } from 'vitest';
import { clientMessage, MESSAGE_LIMITS, messageIssueWords } from './protocol-schema.js';

const create = (extra: Record<string, unknown>) => ({ type: 'createTable', game: 'some-game', board: { library: 'bundled:some-game/some-board' }, seats: [{ kind: 'human' }], ...extra });
function refusal(msg: unknown): string {
  const r = clientMessage.safeParse(msg);
  expect(r.success).toBe(false);
  return messageIssueWords(r.error!, msg);
}

describe('client messages are bounded', () => {
  it('Texts, lists and numbers over their limits are refused with the field, the value and the limit', () => {
    expect(refusal(create({ title: 'x'.repeat(61) }))).toBe('$.title: title has 61 characters; at most 60 are allowed');
    expect(refusal(create({ seats: Array.from({ length: 9 }, () => ({ kind: 'bot' })) }))).toBe('$.seats: there are 9 seats; at most 8 are allowed');
    expect(refusal({ type: 'getLog', table: 't1', limit: 5000 })).toBe('$.limit: limit 5000 is over the limit of 1000');
    expect(refusal({ type: 'hello', protocol: 2, boards: Array.from({ length: 65 }, () => 'abcdef12') })).toBe('$.boards: there are 65 boards; at most 64 are allowed');
    expect(refusal({ type: 'move', table: 't1', token: 'x'.repeat(20), stateNo: 2 ** 60, move: {} })).toMatch(/^\$\.stateNo: /);
    expect(refusal({ type: 'ping', rid: 2 ** 40 })).toBe(`$.rid: rid ${2 ** 40} is over the limit of ${MESSAGE_LIMITS.rid}`);
  });

  it('Table options: at most 32, each a JSON scalar of bounded length under a bounded key', () => {
    const many = Object.fromEntries(Array.from({ length: MESSAGE_LIMITS.options + 1 }, (_, i) => [`o${i}`, true]));
    expect(refusal(create({ options: many }))).toBe('$.options: at most 32 table options are allowed');
    expect(clientMessage.safeParse(create({ options: Object.fromEntries(Object.entries(many).slice(1)) })).success).toBe(true);
    expect(refusal(create({ options: { nested: { a: [1, 2, 3] } } }))).toMatch(/^\$\.options\.nested: /);
    expect(refusal(create({ options: { text: 'x'.repeat(201) } }))).toMatch(/^\$\.options\.text: /);
    expect(clientMessage.safeParse(create({ options: { bonusPoints: true, breaks: 'pass', n: 3, none: null } })).success).toBe(true);
  });

  it('Seeds may be any safe whole number, as before', () => {
    expect(clientMessage.safeParse(create({ seed: -5 })).success).toBe(true);
    expect(clientMessage.safeParse(create({ seed: 2 ** 31 })).success).toBe(true);
    expect(clientMessage.safeParse(create({ seed: 2 ** 60 })).success).toBe(false);
  });
});
