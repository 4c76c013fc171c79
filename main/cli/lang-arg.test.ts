/**
 * `--lang` with a language we do not speak: refused in the console's language (LC_ALL, else
 * LC_MESSAGES, else LANG), naming the codes, by every tool (npm run host is driven as a process in
 * test/integration/cli.test.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleLocale, langArg, LangRefused } from './args.js';
import { main as playtest } from './playtest.js';
import { main as print } from './print.js';

const refusal = (value: string, env: NodeJS.ProcessEnv): { lang: string; message: string } => {
  try {
    langArg(value, env);
  } catch (err) {
    if (err instanceof LangRefused) return { lang: err.lang, message: err.message };
    throw err;
  }
  throw new Error(`--lang ${value} was accepted`);
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("--lang's own refusal", () => {
  it('the console language: LC_ALL, else LC_MESSAGES, else LANG (an empty one skipped); C, POSIX, none or one we lack: English', () => {
    expect(consoleLocale({ LC_ALL: 'de_AT.UTF-8', LC_MESSAGES: 'fr_FR.UTF-8', LANG: 'en_GB.UTF-8' })).toBe('de');
    expect(consoleLocale({ LC_ALL: '', LC_MESSAGES: 'fr_CA.UTF-8', LANG: 'de_DE.UTF-8' })).toBe('fr');
    expect(consoleLocale({ LANG: 'fr_FR.UTF-8' })).toBe('fr');
    expect(consoleLocale({ LC_ALL: 'C.UTF-8', LANG: 'fr_FR.UTF-8' })).toBe('en');
    expect(consoleLocale({ LANG: 'POSIX' })).toBe('en');
    expect(consoleLocale({ LANG: 'it_IT.UTF-8' })).toBe('en');
    expect(consoleLocale({})).toBe('en');
  });

  it('is said in the console language with every code and its name; a language we speak, or none, is taken', () => {
    expect(refusal('francais', { LANG: 'fr_FR.UTF-8' })).toEqual({ lang: 'fr', message: '--lang doit être l’une de ces langues : en (English), fr (Français), de (Deutsch), pas « francais ».' });
    expect(refusal('Deutsch', { LC_ALL: 'de_DE.UTF-8' })).toEqual({ lang: 'de', message: '--lang muss eine dieser Sprachen sein: en (English), fr (Français), de (Deutsch), nicht „Deutsch“.' });
    expect(refusal('klingon', { LANG: 'C' })).toEqual({ lang: 'en', message: '--lang must be one of en (English), fr (Français), de (Deutsch), not "klingon".' });
    // A value from outside is cut before it is repeated.
    expect(refusal('x'.repeat(5000), {}).message).toContain(`"${'x'.repeat(40)}".`);
    expect(langArg('de', { LANG: 'fr_FR.UTF-8' })).toBe('de');
    expect(langArg(undefined, { LANG: 'fr_FR.UTF-8' })).toBe('en');
  });

  it('npm run playtest and npm run print refuse it so, from the environment', async () => {
    vi.stubEnv('LC_ALL', 'de_DE.UTF-8');
    await expect(playtest(['--lang', 'fr_FR', '--board', 'x'])).rejects.toThrow(/^--lang muss eine dieser Sprachen sein: en \(English\), fr \(Français\), de \(Deutsch\), nicht „fr_FR“\.$/);
    vi.stubEnv('LC_ALL', 'fr_FR.UTF-8');
    await expect(print(['--lang', 'english', '--board', 'x'])).rejects.toThrow(/^--lang doit être l’une de ces langues : en \(English\), fr \(Français\), de \(Deutsch\), pas « english »\.$/);
  });
});
