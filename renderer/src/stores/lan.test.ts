import { describe, expect, it } from 'vitest';
import { normaliseAddress } from './lan.js';

describe('Join by address', () => {
  it('Manual join: an address typed without http:// or a slash becomes the host page address', () => {
    expect(normaliseAddress('192.168.1.20:51234')).toBe('http://192.168.1.20:51234/');
    expect(normaliseAddress('  http://192.168.1.20:51234  ')).toBe('http://192.168.1.20:51234/');
    expect(normaliseAddress('http://192.168.1.20:51234/some/page?x=1')).toBe('http://192.168.1.20:51234/');
    expect(normaliseAddress('https://boards.example:8443')).toBe('https://boards.example:8443/');
    expect(normaliseAddress('[fe80::1]:5000')).toBe('http://[fe80::1]:5000/');
  });

  it('Manual join: what is not an http(s) address is refused', () => {
    expect(normaliseAddress('')).toBeNull();
    expect(normaliseAddress('   ')).toBeNull();
    expect(normaliseAddress('ftp://192.168.1.20/')).toBeNull();
    expect(normaliseAddress('javascript:alert(1)')).toBeNull();
    expect(normaliseAddress('http://')).toBeNull();
  });
});
