// Renders a screen as the app does: a real store (RTK Query, slices and listeners; the player app's
// makePlayerStore unless a test passes another, e.g. the console's), the theme and a router at a path, with
// fake side effects (fakeExtra.ts) that record what a player would have seen. The API behind the store
// is the test's mockApi (./mockApi.ts).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Store } from '@reduxjs/toolkit';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { makePlayerStore } from './playerStore';
import type { AppExtra } from '../app/extra';
import { theme } from '../ui/theme';
import { Provider } from '../app/hooks';
import type { LoginInfo } from '../domain/contract/auth';
import { sessionRestored } from '../features/auth/authSlice';
import { makeFakeExtra, type FakeExtra } from './fakeExtra';

/** Side effects that do nothing, with the real clock (for screens driven by fake timers). */
export const testExtra = (): AppExtra => ({
  toast: () => undefined,
  clock: { now: () => Date.now() },
  cookies: { get: () => undefined, set: () => undefined, remove: () => undefined },
  navigate: () => undefined,
});

/** Shows where the router is, so tests can assert navigation as a player sees it (the page changed). */
function WhereAmI() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export interface RenderOptions<S extends Store, E> {
  /** The store to render with; by default the player app's, with `extra`. */
  store?: S;
  extra?: E;
  /** The session as the app restores it from the cookie (null: none); player app's store only. */
  player?: LoginInfo | null;
  /** Where the router starts, query string included. */
  path?: string;
  state?: unknown;
  /** The route the screen is mounted at (default every path). */
  route?: string;
  /** What other paths show, e.g. { '/login': <p>Login page</p> } (default nothing). */
  elsewhere?: Record<string, ReactElement | null>;
  /** Adds the location marker (data-testid="location", an <output>). */
  showLocation?: boolean;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderWithStore<S extends Store = ReturnType<typeof makePlayerStore>, E = FakeExtra>(
  ui: ReactElement,
  options: RenderOptions<S, E> = {},
) {
  const extra = options.extra ?? (makeFakeExtra() as E);
  const store = options.store ?? (makePlayerStore({ extra: extra as AppExtra }) as unknown as S);
  if (options.player !== undefined) store.dispatch(sessionRestored(options.player));
  const user = userEvent.setup(options.userEventOptions);
  const elsewhere = Object.entries(options.elsewhere ?? { '*': null });
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[{ ...parsePath(options.path ?? '/'), state: options.state }]}>
          <Routes>
            <Route path={options.route ?? '*'} element={ui} />
            {elsewhere.map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
          {options.showLocation && <WhereAmI />}
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store, extra, user };
}

export function setWindowWidth(width: number): void {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

/** For a test file: each test runs on fake timers from `now` in a desktop-wide window; real timers after. */
export function runOnFakeTimersAt(now: number): void {
  beforeEach(() => {
    jest.useFakeTimers({ now });
    setWindowWidth(1366);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}

/** A screen that needs no player: side effects do nothing, the clock is real, the location shows. */
export const renderScreen = (
  ui: ReactElement,
  options: Omit<RenderOptions<ReturnType<typeof makePlayerStore>, AppExtra>, 'extra' | 'showLocation'> = {},
) => renderWithStore(ui, { ...options, extra: testExtra(), showLocation: true });
