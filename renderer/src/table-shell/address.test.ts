import { describe, expect, it } from 'vitest';
import { hashOf, tableIdOf } from './address.js';

describe('the address holds the table', () => {
  it('reads back what it writes', () => {
    expect(tableIdOf(hashOf('t-12_ab'))).toBe('t-12_ab');
  });
  it('takes only a plain id from the address', () => {
    expect(tableIdOf('#join')).toBeNull();
    expect(tableIdOf('#/table/')).toBeNull();
    expect(tableIdOf('#/table/__proto__%2F..')).toBeNull();
    expect(tableIdOf('#/table/%E0%A4%A')).toBeNull();
    expect(tableIdOf(`#/table/${'x'.repeat(65)}`)).toBeNull();
  });
});
