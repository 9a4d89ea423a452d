// Renders betting UI as the app does (real store and listeners, theme, router) with the fake extra,
// so a test sees the toasts a player would.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { makeStore } from '../../../app/store';
import { theme } from '../../../app/theme';
import type { LoginInfo } from '../../../domain/contract/auth';
import { sessionRestored } from '../../auth/authSlice';
import { makeFakeExtra } from '../../auth/testing/fakeExtra';
import { NOW, PLAYER } from './betFixtures';

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderBetting(ui: ReactElement, options: { path?: string; route?: string; login?: Partial<LoginInfo> } = {}) {
  const extra = makeFakeExtra(NOW);
  const store = makeStore({ extra });
  store.dispatch(sessionRestored({ ...PLAYER, ...options.login }));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path={options.route ?? '*'} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <WhereAmI />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store, extra, user, messages: () => extra.toasts.map((t) => t.message) };
}
