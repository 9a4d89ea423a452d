// The console's browser entry (/admin): its own store and app; nothing of the player app's pages.
import { createRoot } from 'react-dom/client';
import { makeAdminStore } from './app/adminStore';
import { AdminApp } from './app/AdminApp';
import { browserAdminExtra } from './app/adminExtra';
import { sessionActions } from './features/session/sessionSlice';
import { OPERATOR_STORAGE_KEY } from './app/adminPaths';

const store = makeAdminStore();
// The name of who signed in last; the first call tells whether their session is still alive.
store.dispatch(sessionActions.sessionRestored(browserAdminExtra.storage.get(OPERATOR_STORAGE_KEY)));

const container = document.getElementById('root');
if (!container) throw new Error('admin.html has no #root');
createRoot(container).render(<AdminApp store={store} />);
