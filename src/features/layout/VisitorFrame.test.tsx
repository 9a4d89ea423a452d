// A visitor watching a match page picks their language in the frame's switcher: the Login button, the
// market and the visitor's slip (after a price tap) speak it, and the choice is kept in this browser.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../../i18n/runtime';
import { authStore } from '../../testing/authStore';
import { renderPlayerApp } from '../../testing/renderPlayerApp';
import { makeMatch, makeOdds } from '../../testing/sportsFixtures';

const routes = {
  'GET /fetchBetPageMatch/1000042': { body: { isSuccess: true, data: makeMatch({ BookMaker: 0, Fancy: 0 }) } },
  'GET /checkGetMatchOdds/1.1000042/1000042': { body: makeOdds({ Bookmaker: [], Fancy: [] }) },
};

afterEach(async () => {
  await setLanguage('en', { remember: false });
  localStorage.clear();
});

test("a visitor's match page switches to Hindi from the frame's language switcher", async () => {
  const { store } = authStore(routes);
  const router = renderPlayerApp(store, '/matchscore/4/1000042/1.1000042');
  expect(await screen.findByRole('region', { name: 'Match Odds' }, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
  expect(await screen.findByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('region', { name: 'मैच ऑड्स' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  expect(localStorage.getItem('language')).toBe('hi');
  await userEvent.click(screen.getAllByRole('button', { name: /^बैक India/ })[0] as HTMLElement);
  expect(await screen.findByRole('group', { name: 'बेट लगाने के लिए लॉग इन करें' })).toHaveTextContent(
    /^बैकIndia @ \d\.\d+बेट लगाने के लिए लॉग इन करें।लॉग इन$/,
  );
  router.dispose();
});
