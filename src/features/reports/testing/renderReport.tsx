// Renders a report page as the app does (the real store with a signed-in player, theme, router),
// with the clock fixed so the default date range is known. '/login' shows a marker a test can find.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { LoginInfo } from '../../../domain/contract/auth';
import { makeStore } from '../../../app/store';
import { theme } from '../../../app/theme';
import { makeFakeExtra } from '../../auth/testing/fakeExtra';
import { sessionRestored } from '../../auth/authSlice';
import { NOW, PLAYER1 } from './reportFixtures';

export function renderReport(page: ReactElement, options: { player?: LoginInfo | null; path?: string } = {}) {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  const player = options.player === undefined ? PLAYER1 : options.player;
  const store = makeStore({ extra: makeFakeExtra(NOW) });
  // Signed in as the app restores a session from the cookie.
  store.dispatch(sessionRestored(player));
  const user = userEvent.setup();
  const path = options.path ?? '/report';
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="/login" element={<p>Login page</p>} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store, user };
}
