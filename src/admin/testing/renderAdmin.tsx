// Renders a console page as AdminApp does (real store, theme, router at a path) with fake effects.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../app/theme';
import { signedInStore } from './adminTestKit';
import { sessionActions } from '../features/session/sessionSlice';

export function renderAdmin(ui: ReactElement, options: { path?: string; route?: string; signedOut?: boolean } = {}) {
  const { store, extra } = signedInStore();
  if (options.signedOut) store.dispatch(sessionActions.signedOut());
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path={options.route ?? '*'} element={ui} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store, extra, user };
}
