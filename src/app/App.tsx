// The app: store, theme, router and the global toasts (top-right, at most 20).
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import type { AppStore } from './store';
import { routes } from './router';
import { theme } from './theme';
import { GlobalStyle } from './GlobalStyle';
import { MAX_TOASTS } from '../domain/constants';
import { connectRouterNavigation } from './extra';
import { TOAST_COLOURS } from '../ui/toastColours';

const router = createBrowserRouter(routes);
connectRouterNavigation((path) => void router.navigate(path));

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <RouterProvider router={router} />
        <ToastContainer position="top-right" autoClose={1000} limit={MAX_TOASTS} newestOnTop theme="colored" style={TOAST_COLOURS} />
      </ThemeProvider>
    </Provider>
  );
}
