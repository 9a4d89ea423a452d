// Browser entry: restore the session from the LoginInfo cookie, make the store, render, then
// register the service worker (production builds).
import { createRoot } from 'react-dom/client';
import { makeStore } from './app/store';
import { App } from './app/App';
import { createPlayerRouter } from './app/router';
import { sessionRestored } from './features/auth/authSlice';
import { readLoginCookie } from './features/auth/loginCookie';
import { browserExtra } from './app/extra';
import { registerServiceWorker } from './app/serviceWorker';
import { startLanguage } from './i18n/runtime';

// The player's other workflows join the store with the signed-in shell (src/app/playerListeners.ts), through addAppListener.
const store = makeStore();
store.dispatch(sessionRestored(readLoginCookie(browserExtra.cookies)));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// After the session is restored: the first page's loader prefetches only for a signed-in player.
const router = createPlayerRouter(store);
// A Hindi or Bengali visit loads its translations first (an English one renders at once: English is the keys).
void startLanguage()
  .catch(() => undefined)
  .then(() => createRoot(container).render(<App store={store} router={router} />));
registerServiceWorker();
