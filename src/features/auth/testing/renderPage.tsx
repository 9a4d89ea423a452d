// Renders a page as the app does (real store, theme, router) with fake side effects.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { makeStore, type AppStore } from '../../../app/store';
import { theme } from '../../../app/theme';
import { makeFakeExtra, type FakeExtra } from './fakeExtra';

export function renderPage(ui: ReactElement, options: { path?: string; extra?: FakeExtra; store?: AppStore } = {}) {
  const extra = options.extra ?? makeFakeExtra();
  const store = options.store ?? makeStore({ extra });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store, extra, user };
}
