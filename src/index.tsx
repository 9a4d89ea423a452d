// Browser entry: restore the session from the LoginInfo cookie, make the store, render, then
// register the service worker (production builds).
import { createRoot } from 'react-dom/client';
import { makeStore } from './app/store';
import { App } from './app/App';
import { sessionRestored } from './features/auth/authSlice';
import { readLoginCookie } from './features/auth/loginCookie';
import { browserExtra } from './app/extra';
import { registerServiceWorker } from './app/serviceWorker';

const store = makeStore();
store.dispatch(sessionRestored(readLoginCookie(browserExtra.cookies)));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(<App store={store} />);
registerServiceWorker();
