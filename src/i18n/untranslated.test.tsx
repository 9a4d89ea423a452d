// No English left on the player's main screens in Hindi and Bengali: each screen is rendered in the
// language and its text, accessible names, titles and placeholders are scanned for Latin-script words.
// Allowed: the brand, the data the screen shows (team, runner and player names from the fixtures,
// the operator's free-text remarks) and the English name in the language switcher.
import { act, screen, within } from '@testing-library/react';
import hi from './locales/hi';
import bn from './locales/bn';
import * as core from './core';
import { installI18n } from './runtime';
import type { Language } from './languages';
import LoginPage from '../features/auth/LoginPage';
import HomePage from '../features/sports/HomePage';
import AccountStatementPage from '../features/reports/AccountStatementPage';
import ProfitLossPage from '../features/reports/ProfitLossPage';
import BetHistoryPage from '../features/reports/BetHistoryPage';
import CurrentBetsPage from '../features/reports/CurrentBetsPage';
import WalletPage from '../features/wallet/WalletPage';
import MatchPage from '../features/match/MatchPage';
import RacingPage from '../features/sports/RacingPage';
import { renderScreen, renderWithStore, setWindowWidth } from '../testing/render';
import { renderReport } from '../testing/renderReport';
import { mockApi } from '../testing/mockApi';
import { INDIA_LADDER_REPLY, inPlayLists, makeEvent, makeMatch, makeOdds, runner } from '../testing/sportsFixtures';
import { PLAYER, SPORT_LIMITS } from '../testing/betFixtures';
import { BET_HISTORY_PATH, history, PROFIT_LOSS_PATH, STATEMENT, STATEMENT_PATH } from '../testing/reportFixtures';
import {
  BANK_MERCHANT,
  HISTORY,
  makeWalletExtra,
  readRoutes,
  SAVED_BANK,
  SAVED_UPI,
  SELF1,
  UPI_MERCHANT,
} from '../features/wallet/testing/walletFixtures';
import { makeStore } from '../app/store';
import { makePlayerStore } from '../testing/playerStore';
import { sessionRestored } from '../features/auth';
import { loggedIn, passwordStatusLoaded } from '../features/auth/authSlice';
import { ForcedPasswordModal } from '../features/auth/ForcedPasswordModal';
import { RealityCheckHost } from '../features/protection/RealityCheckHost';
import SignUpPage from '../features/auth/SignUpPage';
import ChangePasswordPage from '../features/auth/ChangePasswordPage';
import ResponsibleGamingPage from '../features/protection/ResponsibleGamingPage';
import ChangeButtonValuesPage from '../features/settings/ChangeButtonValuesPage';
import RulesPage from '../features/layout/RulesPage';
import { WelcomePopup } from '../features/layout/WelcomePopup';
import { Footer } from '../features/layout/Footer';
import { OfflineBanner } from '../features/layout/OfflineBanner';
import { exposureClicked } from '../features/layout/layoutActions';
import SportPage from '../features/sports/SportPage';
import InPlayStrip from '../features/sports/InPlayStrip';
import CasinoPage from '../features/casino/CasinoPage';
import { MyMarketPopup } from '../features/betslip/MyMarketPopup';
import { RunPositionPopup } from '../features/match/RunPositionPopup';
import { BUTTONS, paths } from '../testing/betFixtures';
import type { ProtectionState } from '../domain/contract/protection';

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

/** The wallet at `view` for a self-registered player, its calls answered from the fixtures. */
function openWallet(view: string) {
  mockApi(readRoutes(5000));
  const extra = makeWalletExtra(async () => '');
  // The player's store: its listeners set the history's filter when the history opens.
  const store = makePlayerStore({ extra });
  store.dispatch(sessionRestored(SELF1));
  return renderWithStore(<WalletPage />, { path: `/wallet-gateway?view=${view}`, extra, store });
}

/** The saved accounts' and the requests' own words: holders, banks, UPI ids, IFSC codes, the operator's comments. */
const WALLET_DATA = [
  SELF1.UserName,
  ...[SAVED_UPI, SAVED_BANK].flatMap((account) => [account.accountHName, account.BankName, account.UPIID, account.IFSC]),
  ...HISTORY.data.flatMap((row) => [row.DisplayName, row.PaymentSubType, row.Comment]),
];
/** The example identifiers the payout fields show as placeholders, in their own Latin script ('name@bank', 'SBIN0001234'). */
const PLACEHOLDER_EXAMPLES = ['name', 'bank', 'SBIN'];

/** The settled markets' own words: events, runners, fancy sessions. */
const REPORT_DATA = ['India v Australia', 'Spain v Italy', '6 over runs'];
const REPORT_BETS = STATEMENT.plMainDetailVMList;

/** A match page's calls, with a ladder for India ten levels deep and the volume traded at one price. */
const MATCH_ROUTES = {
  'GET /fetchBetPageMatch/1000042': { body: { isSuccess: true, data: makeMatch({ BookMaker: 0, Fancy: 0 }) } },
  'GET /checkGetMatchOdds/1.1000042/1000042': { body: makeOdds({ Bookmaker: [], Fancy: [] }) },
  'GET /GetStackLimit': { body: { isSuccess: true, data: { sports: [SPORT_LIMITS], userMatchSettings: [] } } },
  'GET /oddsLadder/1.1000042/1000042': { body: INDIA_LADDER_REPLY },
};

const MEETING = { seriesId: 31389771, seriesName: 'Sheffield 19th Apr', eid: '4339' as const };
const RACE = makeEvent({ id: 197931750, eid: '4339', marketId: '1.197931750', eventName: 'Sheffield OR 280m', seriesId: MEETING.seriesId });
const RUNNERS = [runner(40383313, '1. Paradise Mission', 6.4, 7), runner(37947503, '2. Sandwood Jet', 4.1, 4.3)];
const RACING_ROUTES = {
  'GET /api/fetchSeriesBySportId': { body: { isSuccess: true, data: [MEETING] } },
  'GET /api/fetchEventsBySeriesId': { body: { isSuccess: true, data: [RACE] } },
  [`GET /checkGetMatchOdds/${RACE.marketId}/${RACE.gameId}`]: {
    body: makeOdds({
      Odds: [{ ...makeOdds().Odds[0], marketId: RACE.marketId, gameId: RACE.gameId, eid: '4339', status: 'SUSPENDED', runners: RUNNERS }],
      Bookmaker: [],
      Fancy: [],
    }),
  },
};

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

  test('withdraw, with the bank fields and the confirmation', async () => {
    const { user } = openWallet('withdraw');
    const words = language === 'hi' ? hi : bn;
    await user.click(await screen.findByRole('radio', { name: words.Bank }));
    await screen.findByLabelText(words['IFSC code']);
    expect(latinWords([...WALLET_DATA, ...PLACEHOLDER_EXAMPLES])).toEqual([]);
    await user.type(screen.getByLabelText(words['Withdraw amount']), '200');
    await user.type(screen.getByLabelText(words['Account holder name']), SAVED_BANK.accountHName);
    await user.type(screen.getByLabelText(words['Account number']), SAVED_BANK.accountNumber);
    await user.type(screen.getByLabelText(words['IFSC code']), SAVED_BANK.IFSC);
    await user.type(screen.getByLabelText(words['Bank name']), SAVED_BANK.BankName);
    await user.click(screen.getByRole('button', { name: words['Continue to Withdraw'] }));
    await screen.findByRole('dialog', { name: words['Confirm Withdrawal'] });
    expect(latinWords(WALLET_DATA)).toEqual([]);
  });

  test('the saved accounts, an amount typed, and Add Account', async () => {
    const { user } = openWallet('withdraw');
    const words = language === 'hi' ? hi : bn;
    await user.click(screen.getByRole('button', { name: new RegExp(words['Saved accounts']) }));
    const list = await screen.findByRole('list', { name: words['Saved accounts'] });
    await within(list).findByText(new RegExp(SAVED_BANK.BankName));
    expect(latinWords(WALLET_DATA)).toEqual([]);
    await user.type(screen.getByLabelText(words['Withdraw amount']), '250');
    expect(latinWords(WALLET_DATA)).toEqual([]);
    await user.click(screen.getByRole('button', { name: words['Add Account'] }));
    await screen.findByRole('heading', { name: words['Add Account'] });
    await user.click(screen.getByRole('radio', { name: words.Bank }));
    expect(latinWords([...WALLET_DATA, ...PLACEHOLDER_EXAMPLES])).toEqual([]);
  });

  test('deposit: the amount popup, the rules in the language spoken, the deposit view', async () => {
    const { user } = openWallet('deposit');
    const words = language === 'hi' ? hi : bn;
    await screen.findByRole('dialog', { name: words['Deposit Amount'] });
    expect(latinWords([SELF1.UserName])).toEqual([]);
    await user.click(await screen.findByRole('button', { name: words['Edit Stake'] }));
    await screen.findByRole('dialog', { name: words['Edit Stake'] });
    expect(latinWords([SELF1.UserName])).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: words.Close }).at(-1) as HTMLElement);
    await user.type(screen.getByRole('textbox', { name: words['Deposit amount'] }), '1000');
    await user.click(screen.getByRole('button', { name: words.Next }));
    const rules = await screen.findByRole('dialog', { name: words['Deposit Rules'] });
    expect(within(rules).getByRole('button', { name: language === 'hi' ? 'हिन्दी' : 'বাংলা' })).toHaveAttribute('aria-pressed', 'true');
    // The merchants' own words, the picture formats a phone names its files with, and NEFT, which
    // the spec's rules name in every language.
    const merchants = [UPI_MERCHANT, BANK_MERCHANT].flatMap((m) => [m.DisplayName, m.UPIId, m.Bank, m.IFSC, m.PaymentSubType]);
    const data = [SELF1.UserName, ...merchants, 'PNG', 'JPG', 'JPEG', 'HEIC', 'NEFT'];
    expect(latinWords(data)).toEqual([]);
    await user.click(within(rules).getByRole('button', { name: words.OK }));
    await screen.findByRole('radiogroup', { name: words['Payment method'] });
    expect(latinWords(data)).toEqual([]);
  });

  test("the withdrawal history, its filter and a request's details", async () => {
    const { user } = openWallet('history');
    const words = language === 'hi' ? hi : bn;
    const requests = await screen.findAllByTestId('wallet-request');
    expect(latinWords(WALLET_DATA)).toEqual([]);
    await user.click(requests[1]);
    await screen.findByRole('dialog', { name: words['Deposit request Approved'] });
    expect(latinWords(WALLET_DATA)).toEqual([]);
    await user.click(screen.getByRole('button', { name: words.Close }));
    await user.click(screen.getByRole('button', { name: words.Filter }));
    await screen.findByRole('dialog', { name: words.Filter });
    expect(latinWords(WALLET_DATA)).toEqual([]);
  });

  test('profit and loss, and the Result popup of a market', async () => {
    mockApi({
      [`GET ${PROFIT_LOSS_PATH}`]: { body: { isSuccess: true, plMainVMList: STATEMENT.plMainVMList, plMainDetailVMList: REPORT_BETS } },
    });
    const { user } = renderReport(<ProfitLossPage />);
    const words = language === 'hi' ? hi : bn;
    await screen.findByRole('table', { name: words['Profit and loss by market'] });
    expect(latinWords(REPORT_DATA)).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: 'India v Australia' })[0]);
    await screen.findByRole('dialog', { name: words.Result });
    expect(latinWords([...REPORT_DATA, 'India'])).toEqual([]);
  });

  test('bet history', async () => {
    mockApi({ [`GET ${BET_HISTORY_PATH}`]: { body: history(3, REPORT_BETS) } });
    renderReport(<BetHistoryPage />);
    await screen.findByText('6 over runs', { selector: 'td span' });
    expect(latinWords([...REPORT_DATA, 'India'])).toEqual([]);
  });

  test('current bets', async () => {
    mockApi({ [`GET ${BET_HISTORY_PATH}`]: { body: history(3, REPORT_BETS) } });
    renderReport(<CurrentBetsPage />);
    await screen.findByText('6 over runs', { selector: 'td span' });
    // A count in words: Bengali's own digits in a Bengali sentence.
    expect(screen.getByText(language === 'bn' ? '৩টি নিষ্পত্তি হয়নি' : '3 अनसेटल्ड')).toBeInTheDocument();
    expect(latinWords([...REPORT_DATA, 'India'])).toEqual([]);
  });

  test.each([1366, 390])("a match page at %i px with a runner's ladder open", async (width) => {
    setWindowWidth(width);
    mockApi(MATCH_ROUTES);
    const { user } = renderScreen(<MatchPage />, {
      path: '/matchscore/4/1000042/1.1000042',
      route: '/matchscore/:eid/:eventId/:marketId',
      player: PLAYER,
    });
    const words = language === 'hi' ? hi : bn;
    const ladderName = (words['Ladder of {{runner}}'] ?? '').replace('{{runner}}', 'India');
    const odds = await screen.findByRole('region', { name: words['Match Odds'] });
    await user.click(within(odds).getByRole('button', { name: ladderName }));
    await screen.findByRole('table', { name: ladderName });
    // The feed note counts the levels in the language's digits for a sentence.
    expect(screen.getByRole('table', { name: ladderName }).closest('[role="dialog"]')).toHaveTextContent(
      language === 'bn' ? 'ব্যাকের ১০টি ও লে-এর ১০টি স্তর' : 'बैक के 10 और ले के 10 स्तर',
    );
    // 'matchscore': the test router's location marker, as 'login' above.
    expect(latinWords(['India v Australia', 'India', 'Australia', 'matchscore'])).toEqual([]);
    setWindowWidth(1366);
  });

  test('the greyhound racing page: a meeting, its suspended race and its runners', async () => {
    mockApi(RACING_ROUTES);
    renderScreen(<RacingPage sportId={4339} />);
    await screen.findByText('1. Paradise Mission');
    expect(latinWords([MEETING.seriesName, RACE.eventName, ...RUNNERS.map((r) => r.runnerName)])).toEqual([]);
  });

  test('sign-up: the rules under the fields, then the first check that fails', async () => {
    mockApi({});
    const { user } = renderScreen(<SignUpPage />, { path: '/signup' });
    const words = language === 'hi' ? hi : bn;
    // The password rule is made with its length inside: matched back to its template.
    expect(await screen.findByText((words['Password: at least {{count}} characters'] ?? '').replace('{{count}}', '6'))).toBeInTheDocument();
    // 'signup': the test router's location marker, as 'login' above.
    expect(latinWords(['signup'])).toEqual([]);
    await user.click(screen.getByRole('button', { name: words['Sign Up'] }));
    expect(await screen.findByText(words['This input is required.'] ?? '')).toBeInTheDocument();
    expect(latinWords(['signup'])).toEqual([]);
  });

  test('change password: the form and its check', async () => {
    mockApi({});
    const { user } = renderScreen(<ChangePasswordPage />, { player: PLAYER });
    const words = language === 'hi' ? hi : bn;
    await user.click(await screen.findByRole('button', { name: words['Change Password'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words['Please fill in all fields'] ?? '');
    expect(latinWords([])).toEqual([]);
  });

  test("responsible gaming: limits with a pending raise, the reality check, a time-out's confirmation and the server's answer", async () => {
    const until = '22/11/2026 15:30 IST';
    const none = (period: 'day' | 'week' | 'month') => ({ period, amount: null, pending: null, used: 0, left: null });
    const state: ProtectionState = {
      deposit: [
        { period: 'day', amount: 1000, pending: { amount: 5000, from: 0, fromLabel: until }, used: 800, left: 200 },
        none('week'),
        none('month'),
      ],
      loss: [none('day'), none('week'), none('month')],
      exclusion: null,
      realityCheckMinutes: 30,
    };
    mockApi({
      'GET /protection': { body: state },
      'PUT /protection/limits': { body: { isSuccess: true, message: 'Your weekly loss limit is now ₹2,000.', state } },
    });
    const { user } = renderReport(<ResponsibleGamingPage />);
    const words = language === 'hi' ? hi : bn;
    const form = await screen.findByRole('form', { name: words['Set a loss limit'] });
    expect(latinWords([until])).toEqual([]);

    await user.selectOptions(within(form).getByLabelText(words.Period ?? ''), 'week');
    await user.type(within(form).getByLabelText(words['Loss limit (₹)'] ?? ''), '2000');
    await user.click(within(form).getByRole('button', { name: words['Set limit'] }));
    const answer = (words['Your {{period}} loss limit is now {{amount}}.'] ?? '')
      .replace('{{period}}', words.weekly ?? '')
      .replace('{{amount}}', '₹2,000');
    expect(await screen.findByRole('status')).toHaveTextContent(answer);

    await user.click(screen.getByRole('button', { name: words['Take a time-out'] }));
    expect(await screen.findByRole('dialog', { name: words['Confirm your time-out'] })).toBeInTheDocument();
    expect(latinWords([until])).toEqual([]);
  });

  test('change button values', async () => {
    mockApi({ [paths.stackButtons]: { body: { isSuccess: true, data: BUTTONS } } });
    renderScreen(<ChangeButtonValuesPage />, { player: PLAYER });
    const words = language === 'hi' ? hi : bn;
    await screen.findByRole('form', { name: words['Button values'] });
    // The players' own button labels ('1k', '25k') are their data.
    const labels = Object.values(BUTTONS).map(String);
    expect(latinWords(labels)).toEqual([]);
  });

  test('the rules page, the footer, the offline banner and the welcome popup', async () => {
    const { store } = renderScreen(
      <>
        <OfflineBanner />
        <RulesPage />
        <Footer />
        <WelcomePopup />
      </>,
      { player: PLAYER },
    );
    act(() => {
      store.dispatch(loggedIn(PLAYER));
      window.dispatchEvent(new Event('offline'));
    });
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('alert')).not.toHaveLength(0);
    // The social networks' own names are brands.
    expect(latinWords(['WhatsApp', 'Telegram', 'Instagram', 'Facebook', 'YouTube'])).toEqual([]);
    act(() => void window.dispatchEvent(new Event('online')));
  });

  test('a sport page with the in-play strip above it', async () => {
    mockApi({
      'GET /GetInPlaySportEvents': {
        body: { isSuccess: true, data: inPlayLists(EVENTS.map((eventName, i) => makeEvent({ id: i + 1, eid: '4', eventName }))) },
      },
    });
    renderScreen(
      <>
        <InPlayStrip />
        <SportPage sportId={4} />
      </>,
    );
    const words = language === 'hi' ? hi : bn;
    await screen.findByRole('navigation', { name: words['In-play events'] });
    await screen.findAllByText(EVENTS[1]);
    expect(latinWords(EVENTS)).toEqual([]);
  });

  test("My Market and a fancy session's run position", async () => {
    const flags = { IsBetLock: 0, Matchodds: 1, BookMaker: 0, Fancy: 1 } as const;
    mockApi({
      [paths.expo1]: { body: { isSuccess: true, FinalExpo: -250, mainBalanceafterExpo: 99750 } },
      [paths.notSettled]: {
        body: {
          isSuccess: true,
          data: [
            { eid: '4', gameId: '1000042', marketId: '1.1000042', eventName: 'India v Australia', market: 'Fancy', trade: 2, ...flags },
            { eid: '4', gameId: '1000042', marketId: '1.1000042', eventName: 'India v Australia', market: 'Matchodds', trade: 1, ...flags },
          ],
        },
      },
    });
    const session = '6 over runs IND';
    const bet = { marketKind: 'Fancy', marketId: '3.301', selectionId: 301, side: 'back', price: 52, rate: 100, stake: 100 } as const;
    const { store } = renderScreen(
      <>
        <MyMarketPopup />
        <RunPositionPopup session={session} line={52} bets={[bet]} onClose={() => undefined} />
      </>,
      { player: PLAYER },
    );
    act(() => {
      store.dispatch(exposureClicked());
    });
    await screen.findAllByText('India v Australia');
    expect(latinWords(['India v Australia', session])).toEqual([]);
  });

  test("the casino lobby: its title and each game's name said to screen readers", async () => {
    renderScreen(<CasinoPage />);
    await screen.findAllByRole('img');
    expect(latinWords([])).toEqual([]);
  });

  test('the reality check over the forced password change', async () => {
    jest.useFakeTimers({ doNotFake: ['Date'] });
    try {
      const minute = 60_000;
      mockApi({
        'GET /protection': { body: { deposit: [], loss: [], exclusion: null, realityCheckMinutes: 15 } },
        'GET /protection/session': {
          body: { signedInAt: Date.now() - 14 * minute, minutes: 75, profitLoss: -250, realityCheckMinutes: 15 },
        },
      });
      const { store } = renderReport(
        <>
          <ForcedPasswordModal />
          <RealityCheckHost />
        </>,
      );
      act(() => {
        store.dispatch(passwordStatusLoaded(0));
      });
      const words = language === 'hi' ? hi : bn;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2 * minute);
      });
      const check = await screen.findByRole('dialog', { name: words['Reality check'] });
      // '1 hour 15 minutes' in the language's words.
      expect(check).toHaveTextContent((words['{{count}} hour'] ?? '').replace('{{count}}', '1'));
      expect(screen.getByRole('dialog', { name: words['Change Password'] })).toBeInTheDocument();
      expect(latinWords([])).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
