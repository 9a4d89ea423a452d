// The whole player app at a path: the app's own routes (their loaders too) on the test's store, with
// the theme, as the shell mounts them. Returns the router, for the test to dispose at its end.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { Provider } from '../app/hooks';
import { playerRoutes } from '../app/router';
import { theme } from '../ui/theme';

export function renderPlayerApp(store: Parameters<typeof playerRoutes>[0], path: string): ReturnType<typeof createMemoryRouter> {
  const router = createMemoryRouter(playerRoutes(store), { initialEntries: [path] });
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return router;
}
