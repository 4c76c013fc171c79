/**
 * One LAN table, two languages: the owner's page reads English (its browser says en-US), a guest
 * on another machine (another browser context, its browser set to French) joins through the Join
 * screen. The host sends codes and parameters, never a sentence, so each page words the same
 * table in its own language: a move in the log, a refusal of its own (a move spoilt on its way
 * to the host, so the host's real refusal comes back), and the guest's seat handed to a bot (the
 * guest's notice and prompt; the owner's players panel), then the bot's moves in the log. Each
 * check pins the exact words in the page's language, and every page's whole text is searched
 * for the other language's catalogue phrases, so a page that shows the other's words fails.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { allMessages } from '../../games/messages.js';
import type { Catalogue } from '../../renderer/src/i18n/area.js';
import airlinesEn from '../../renderer/src/games/airlines/i18n/en.js';
import airlinesFr from '../../renderer/src/games/airlines/i18n/fr.js';
import joinEn from '../../renderer/src/i18n/join/en.js';
import joinFr from '../../renderer/src/i18n/join/fr.js';
import lobbyEn from '../../renderer/src/i18n/lobby/en.js';
import lobbyFr from '../../renderer/src/i18n/lobby/fr.js';
import tableEn from '../../renderer/src/i18n/table/en.js';
import tableFr from '../../renderer/src/i18n/table/fr.js';
import { joinAsFriend, openTableForAFriend } from './lan-guest.js';
import { openInLocale, type LocalePage } from './locale-page.js';
import { refusedWith } from './spoil.js';
import { act, highlightedRoutes, screenshot, shareHostAndBrowser, stateNo } from './support.js';
import { claimOnMap, takeStockCard } from './table-helpers.js';

const shared = shareHostAndBrowser({ botDelayMs: 0 });

type Lang = 'en' | 'fr';
const RENDERER: Record<Lang, Catalogue[]> = {
  en: [tableEn, airlinesEn, joinEn, lobbyEn],
  fr: [tableFr, airlinesFr, joinFr, lobbyFr],
};

/**
 * The fixed phrases of a language's catalogues (the host's words and the renderer's table, game,
 * join and lobby words): each run of text between placeholders, 14 characters or more, that no
 * message of the other language holds too (a name like "Airlines Europe" is no language's).
 */
function phrases(lang: Lang): string[] {
  const other: Lang = lang === 'en' ? 'fr' : 'en';
  const texts = (l: Lang) => [...Object.values(allMessages[l] ?? {}), ...RENDERER[l].flatMap((c) => Object.values(c))];
  const theirs = texts(other).join('\n');
  const out = new Set<string>();
  for (const text of texts(lang)) {
    // Plain runs only: an ICU branch's inner text is cut at its braces like any placeholder.
    for (const run of text.split(/[{}#]/)) {
      const s = run.trim();
      if (s.length >= 14 && /\p{L}{3}/u.test(s) && !theirs.includes(s)) out.add(s);
    }
  }
  return [...out];
}

/** A page in its own browser context with the browser's language set; its moves can be spoilt. */
async function open(locale: string): Promise<LocalePage> {
  const o = await openInLocale(shared.browser, shared.host.url, locale, { width: 1280, height: 800 });
  o.page.setDefaultTimeout(90_000);
  return o;
}

/** Clicks with the move spoilt; resolves with the refusal's words once they show. */
const refused = (o: LocalePage, click: () => Promise<void>): Promise<string> => refusedWith(o.page, o.spoil, click);

/** The log's lines as the page words them (the log opened first if a narrow window folded it). */
async function logLines(page: Page): Promise<string[]> {
  if ((await page.getByTestId('log-expand').count()) > 0) await page.getByTestId('log-expand').click();
  return (await page.getByTestId('log-entry').allTextContents()).map((s) => s.trim());
}

const mine = (page: Page) => page.locator('[data-testid=turn-panel].mine');

/** The rest of the owner's Airlines turn after Expand, by test ids only: a route claimed (or none), then the stock card. */
async function finishTurn(page: Page): Promise<void> {
  if ((await highlightedRoutes(page)).length > 0) await claimOnMap(page);
  else await act(page, () => page.getByTestId('do-pass').click());
  while ((await mine(page).count()) > 0) await takeStockCard(page);
}

/** None of the other language's phrases anywhere in the page's text (tooltips and labels aside). */
async function onlyItsOwnLanguage(page: Page, lang: Lang): Promise<void> {
  const body = await page.locator('body').innerText();
  const foreign = phrases(lang === 'en' ? 'fr' : 'en').filter((p) => body.includes(p));
  expect(foreign, `${lang} page shows the other language`).toEqual([]);
}

describe('A LAN table in two languages', () => {
  it('an English owner and a French guest each read the log, their refusal and the seat handed to a bot in their own language', async () => {
    // The phrase lists are what the language check searches for: sure to be many, and each other's.
    expect(phrases('fr').length).toBeGreaterThan(300);
    expect(phrases('fr')).toContain('agrandit un réseau.');
    expect(phrases('en')).toContain('expands a network.');

    const owner = await open('en-US');
    const guest = await open('fr-FR');
    expect(await owner.page.locator('html').getAttribute('lang')).toBe('en');
    expect(await guest.page.locator('html').getAttribute('lang')).toBe('fr');
    const table = await openTableForAFriend(owner.page, 'airlines', { name: 'Ann', seed: 7 });
    await joinAsFriend(guest.page, shared.host.url, table, 1, 'Gus');

    // Ann's turn (seat 1 plays first): her refusal in English, her move in both logs.
    await mine(owner.page).waitFor({ timeout: 60_000 });
    expect(await refused(owner, () => owner.page.getByTestId('do-expand').click())).toBe('That is not a move of Airlines: type “teleport” is not in a form this field accepts.');
    await screenshot(owner.page, 'lan-languages-0-owner-refused-en');
    await act(owner.page, () => owner.page.getByTestId('do-expand').click());
    await expect.poll(() => logLines(owner.page)).toContain('Ann expands a network.');
    await expect.poll(() => logLines(guest.page), { timeout: 60_000 }).toContain('Ann agrandit un réseau.');
    await finishTurn(owner.page);

    // Gus's turn: his refusal in French (the owner is not told of it), his move in both logs.
    await mine(guest.page).waitFor({ timeout: 60_000 });
    expect(await refused(guest, () => guest.page.getByTestId('do-expand').click())).toBe('Ce n’est pas un coup du jeu Airlines : le champ « type » (“teleport”) n’a pas une forme que ce champ accepte.');
    await screenshot(guest.page, 'lan-languages-0-guest-refused-fr');
    expect(await owner.page.getByTestId('move-rejected').count()).toBe(0);
    await act(guest.page, () => guest.page.getByTestId('do-expand').click());
    await expect.poll(() => logLines(guest.page)).toContain('Gus agrandit un réseau.');
    await expect.poll(() => logLines(owner.page), { timeout: 60_000 }).toContain('Gus expands a network.');
    await screenshot(guest.page, 'lan-languages-1-guest-fr');

    // Mid-turn, the owner hands Gus's seat to a bot: each page says so in its own words.
    await owner.page.getByTestId('table-panel-toggle').click();
    await owner.page.getByTestId('seat-to-bot-1').click();
    const row = owner.page.getByTestId('panel-seat-1');
    await row.getByTestId('seat-to-human-1').waitFor({ timeout: 60_000 });
    expect((await row.getByTestId('seat-to-human-1').textContent())?.trim()).toBe('Give back');
    expect(await row.getByTestId('seat-to-human-1').getAttribute('aria-label')).toBe('Give back Gus’s seat');
    expect(await row.locator('.who .faint').textContent()).toBe('bot');
    await guest.page.getByTestId('bot-plays').waitFor({ timeout: 60_000 });
    expect((await guest.page.getByTestId('bot-plays').textContent())?.trim()).toBe('Un bot joue votre place en ce moment.');
    await expect.poll(() => guest.page.getByTestId('prompt').textContent()).toBe('Un bot joue votre place pour l’instant : vos coups reviennent quand le propriétaire vous rend la place.');

    // The bot finishes Gus's turn and Ann's turn comes back; both logs carry its moves, each in its language.
    await mine(owner.page).waitFor({ timeout: 60_000 });
    const at = await stateNo(owner.page);
    await expect.poll(() => stateNo(guest.page), { timeout: 60_000 }).toBe(at);
    const ownerLog = await logLines(owner.page);
    const guestLog = await logLines(guest.page);
    expect(guestLog.length).toBe(ownerLog.length);
    expect(ownerLog.length).toBeGreaterThan(4);
    expect(guestLog.filter((l) => l.startsWith('Gus ')).length).toBeGreaterThan(1);
    await screenshot(owner.page, 'lan-languages-2-owner-en');
    await screenshot(guest.page, 'lan-languages-3-guest-fr');

    // Neither page shows a phrase of the other's language, anywhere in its text.
    await onlyItsOwnLanguage(owner.page, 'en');
    await onlyItsOwnLanguage(guest.page, 'fr');
    expect(owner.problems).toEqual([]);
    expect(guest.problems).toEqual([]);
    await owner.page.context().close();
    await guest.page.context().close();
  });
});
