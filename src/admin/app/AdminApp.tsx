// The console: store, theme, router, toasts.
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { theme } from '../../ui/theme';
import { GlobalStyle } from '../../app/GlobalStyle';
import { TOAST_COLOURS } from '../../ui/toastColours';
import type { AdminStore } from './adminStore';
import { adminRoutes } from './adminRoutes';
import { Provider } from './adminHooks';
import { connectAdminNavigation } from './adminExtra';

const router = createBrowserRouter(adminRoutes);
connectAdminNavigation((path) => void router.navigate(path));

export function AdminApp({ store }: { store: AdminStore }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <RouterProvider router={router} />
        <ToastContainer position="top-right" autoClose={2500} limit={5} newestOnTop theme="colored" style={TOAST_COLOURS} />
      </ThemeProvider>
    </Provider>
  );
}
