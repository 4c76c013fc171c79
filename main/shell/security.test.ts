import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, isAllowedNavigation, isFileKind, isTrustedSender } from './security.js';

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
});
