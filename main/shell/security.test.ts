import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_SECURITY_POLICY, isAllowedNavigation, isExternalLink, isFileKind, isLanUrl, isTrustedSender, mayNavigate } from './security.js';

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

  it('recognises hosts on the local network by address and port, and nothing else, as places the window may go', () => {
    for (const u of ['http://192.168.1.20:47615/', 'http://10.0.0.5:8080/#join', 'http://172.20.3.4:50000/', 'http://mybox.local:47615/', 'http://[fd12:3456::1]:4000/', 'http://169.254.1.2:47615/'])
      expect(isLanUrl(u), u).toBe(true);
    const refused = [
      'https://example.com/',
      'http://172.32.0.1:47615/',
      'http://8.8.8.8:47615/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'http://user:pw@192.168.1.2:47615/',
      'ftp://192.168.1.2:47615/',
      'nope',
      // Loopback is this machine: its own pages are the app's origins, any other port is another program.
      'http://127.0.0.1:9/',
      'http://127.0.0.1:47615/',
      'http://127.8.8.8:5000/',
      'http://localhost:47615/',
      'http://[::1]:47615/',
      // A machine's system services, and no port at all (80).
      'http://192.168.1.20:22/',
      'http://192.168.1.20/',
      'http://192.168.1.20:1023/',
    ];
    for (const u of refused) expect(isLanUrl(u), u).toBe(false);
  });

  it('the window shows the app and LAN hosts; http(s) elsewhere is an external link, anything else is nothing', () => {
    expect(mayNavigate('http://127.0.0.1:5123/#/x', origins)).toBe(true);
    expect(mayNavigate('http://192.168.1.20:47615/', origins)).toBe(true);
    expect(mayNavigate('http://127.0.0.1:22/', origins)).toBe(false);
    expect(isExternalLink('https://example.com/rules', origins)).toBe(true);
    expect(isExternalLink('http://127.0.0.1:5123/', origins)).toBe(false);
    expect(isExternalLink('file:///etc/passwd', origins)).toBe(false);
    expect(isExternalLink('https://u:p@example.com/', origins)).toBe(false);
  });

  it('the packaging config names the fuses a packaged build must set', () => {
    const config = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'electron-builder.yml'), 'utf8');
    for (const fuse of ['runAsNode: false', 'enableNodeOptionsEnvironmentVariable: false', 'enableNodeCliInspectArguments: false', 'onlyLoadAppFromAsar: true', 'enableEmbeddedAsarIntegrityValidation: true', 'grantFileProtocolExtraPrivileges: false', 'enableCookieEncryption: true'])
      expect(config).toContain(fuse);
  });
});
