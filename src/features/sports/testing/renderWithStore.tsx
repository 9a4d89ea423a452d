// Renders a screen as the app does: the real store (RTK Query and all), theme and router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { makeStore } from '../../../app/store';
import type { AppExtra } from '../../../app/extra';
import { theme } from '../../../app/theme';

export const testExtra = (): AppExtra => ({
  toast: () => undefined,
  clock: { now: () => Date.now() },
  cookies: { get: () => undefined, set: () => undefined, remove: () => undefined },
  navigate: () => undefined,
});

/** Shows where the router is, so tests can assert navigation as a player sees it (the page changed). */
function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>{location.pathname}</output>;
}

interface Options {
  path?: string;
  route?: string;
  state?: unknown;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderWithStore(ui: ReactElement, options: Options = {}) {
  const store = makeStore({ extra: testExtra() });
  const user = userEvent.setup(options.userEventOptions);
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[{ pathname: options.path ?? '/', state: options.state }]}>
          <Routes>
            <Route path={options.route ?? '*'} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <WhereAmI />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store, user };
}

export function setWindowWidth(width: number): void {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}
