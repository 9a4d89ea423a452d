// The app: store, theme, router (router.tsx, made with the store in index.tsx) and the global toasts
// (top-right under the header, at most 20).
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import 'react-toastify/ReactToastify.css';
import type { AppStore } from './store';
import type { PlayerRouter } from './router';
import { theme } from '../ui/theme';
import { Provider } from './hooks';
import { GlobalStyle } from './GlobalStyle';
import { MAX_TOASTS } from '../domain/constants';
import { TOAST_COLOURS } from '../ui/toastColours';
import { useToastsWanted } from './toastHost';

// react-toastify's code (~9 KB gzipped) is its own chunk, loaded with the first toast (toastHost.ts)
// to keep the log-in page inside its JavaScript budget; toasts raised before it mounts are queued by it.
const ToastContainer = lazy(() => import(/* webpackChunkName: "toasts" */ 'react-toastify').then((m) => ({ default: m.ToastContainer })));

export function App({ store, router }: { store: AppStore; router: PlayerRouter }) {
  const toasts = useToastsWanted();
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <RouterProvider router={router} />
        {toasts && (
          <Suspense fallback={null}>
            <ToastContainer position="top-right" autoClose={1000} limit={MAX_TOASTS} newestOnTop theme="colored" style={TOAST_COLOURS} />
          </Suspense>
        )}
      </ThemeProvider>
    </Provider>
  );
}
