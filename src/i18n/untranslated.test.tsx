// No English left on the player's main screens in Hindi and Bengali: each screen is rendered in the
// language and its text, accessible names, titles and placeholders are scanned for Latin-script words.
// Allowed: the brand, the data the screen shows (team, runner and player names from the fixtures,
// the operator's free-text remarks) and the English name in the language switcher.
import { screen } from '@testing-library/react';
import hi from './locales/hi';
import bn from './locales/bn';
import * as core from './core';
import { installI18n } from './runtime';
import type { Language } from './languages';
import LoginPage from '../features/auth/LoginPage';
import HomePage from '../features/sports/HomePage';
import AccountStatementPage from '../features/reports/AccountStatementPage';
import WalletPage from '../features/wallet/WalletPage';
import { renderScreen, renderWithStore, setWindowWidth } from '../testing/render';
import { renderReport } from '../testing/renderReport';
import { mockApi } from '../testing/mockApi';
import { inPlayLists, makeEvent } from '../testing/sportsFixtures';
import { STATEMENT, STATEMENT_PATH } from '../testing/reportFixtures';
import { makeWalletExtra, readRoutes, SELF1 } from '../features/wallet/testing/walletFixtures';
import { makeStore } from '../app/store';
import { sessionRestored } from '../features/auth';

// 'login': the test router's location marker (src/testing/render.tsx), not the page's.
const BRAND = ['Exchange', 'English', 'login'];

function speak(language: Language): void {
  installI18n(core.createI18n(language, { hi, bn }), language, core);
}
afterEach(() => speak('en'));

/** Latin words on the page that are neither allowed nor part of `data`. */
function latinWords(data: readonly string[]): string[] {
  const allowed = new Set([...BRAND, ...data.flatMap((text) => text.match(/[A-Za-z]+/g) ?? [])]);
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  document.body.querySelectorAll('*').forEach((el) => {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description']) texts.push(el.getAttribute(name) ?? '');
  });
  const words = texts.flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []);
  return [...new Set(words.filter((word) => !allowed.has(word)))];
}

const EVENTS = ['India v Australia', 'Mumbai v Delhi', 'Sinner v Alcaraz'];

describe.each(['hi', 'bn'] as const)('in %s', (language) => {
  beforeEach(() => speak(language));

  test('the log-in page', async () => {
    mockApi({});
    renderScreen(<LoginPage />, { path: '/login' });
    await screen.findAllByRole('textbox');
    expect(latinWords([])).toEqual([]);
  });

  test.each([1366, 390])('home at %i px', async (width) => {
    setWindowWidth(width);
    mockApi({
      'GET /GetInPlaySportEvents': {
        body: {
          isSuccess: true,
          data: inPlayLists(EVENTS.map((eventName, i) => makeEvent({ id: i + 1, eid: i === 2 ? '2' : '4', eventName }))),
        },
      },
    });
    renderScreen(<HomePage />);
    await screen.findAllByText(EVENTS[0]);
    expect(latinWords(EVENTS)).toEqual([]);
    setWindowWidth(1366);
  });

  test('the account statement', async () => {
    mockApi({ [`GET ${STATEMENT_PATH}`]: { body: STATEMENT } });
    renderReport(<AccountStatementPage />);
    await screen.findByRole('table');
    const data = STATEMENT.accountstatement.map((row) => row.remarks);
    expect(latinWords(data)).toEqual([]);
  });

  test('the wallet', async () => {
    mockApi(readRoutes(5000));
    const extra = makeWalletExtra(async () => '');
    const store = makeStore({ extra });
    store.dispatch(sessionRestored(SELF1));
    renderWithStore(<WalletPage />, { path: '/wallet-gateway', extra, store });
    await screen.findByTestId('wallet-available');
    expect(latinWords([SELF1.UserName])).toEqual([]);
  });
});
