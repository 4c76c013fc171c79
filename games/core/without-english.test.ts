import { describe, expect, it } from 'vitest';
import type { Catalogues } from './messages.js';
import { sayer, withoutEnglish, word } from './wording.js';

const cats = { en: { 't.card': '{type} {value}', 't.type.wavy': 'wavy' }, fr: {}, de: {} } as unknown as Catalogues;
const said = sayer(cats);

describe('withoutEnglish (the lab reads events without their sentences)', () => {
  it('leaves the text empty inside and keeps key and params, so the words can be made later; outside, the English is made as before', () => {
    const params = { type: said('t.type.wavy'), value: 5 };
    const quiet = withoutEnglish(() => ({ ...said('t.card', params) }));
    expect(quiet).toEqual({ key: 't.card', params, text: '' });
    expect(word(cats, 'en', quiet)).toBe('wavy 5');
    expect({ ...said('t.card', { type: said('t.type.wavy'), value: 5 }) }.text).toBe('wavy 5');
    // A throw inside turns the English back on.
    expect(() => withoutEnglish(() => { throw new Error('x'); })).toThrow('x');
    expect(said('t.type.wavy').text).toBe('wavy');
  });
});
