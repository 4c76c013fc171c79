import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, isAllowedNavigation, isFileKind, isLanUrl, isTrustedSender } from './security.js';

const origins = ['http://127.0.0.1:5123'];

describe('Electron shell security', () => {
  it('allows navigation only to the app origin', () => {
    expect(isAllowedNavigation('http://127.0.0.1:5123/#/table/x', origins)).toBe(true);
    expect(isAllowedNavigation('http://127.0.0.1:5124/', origins)).toBe(false);
    expect(isAllowedNavigation('https://example.com/', origins)).toBe(false);
    expect(isAllowedNavigation('file:///etc/passwd', origins)).toBe(false);
    expect(isAllowedNavigation('javascript:alert(1)', origins)).toBe(false);
    expect(isAllowedNavigation('not a url', origins)).toBe(false);
  });

  it('answers IPC only from the main frame of the app origin', () => {
    expect(isTrustedSender({ url: 'http://127.0.0.1:5123/', isMainFrame: true }, origins)).toBe(true);
    expect(isTrustedSender({ url: 'http://127.0.0.1:5123/', isMainFrame: false }, origins)).toBe(false);
    expect(isTrustedSender({ url: 'http://evil.test/', isMainFrame: true }, origins)).toBe(false);
    expect(isTrustedSender(null, origins)).toBe(false);
  });

  it('knows only its own file kinds', () => {
    expect(isFileKind('board')).toBe(true);
    expect(isFileKind('__proto__')).toBe(false);
    expect(isFileKind(3)).toBe(false);
  });

  it('has a CSP without eval or remote scripts', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it('recognises hosts on the local network, and nothing else, as places the window may go', () => {
    for (const u of ['http://192.168.1.20:47615/', 'http://10.0.0.5:8080/#join', 'http://172.20.3.4/', 'http://mybox.local:47615/', 'http://[fd12:3456::1]:80/', 'http://127.0.0.1:9/'])
      expect(isLanUrl(u), u).toBe(true);
    for (const u of ['https://example.com/', 'http://172.32.0.1/', 'http://8.8.8.8/', 'file:///etc/passwd', 'javascript:alert(1)', 'http://user:pw@192.168.1.2/', 'ftp://192.168.1.2/', 'nope'])
      expect(isLanUrl(u), u).toBe(false);
  });
});
