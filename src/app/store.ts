// makeStore: the store with every workflow registered at once, as tests make it. The browser's entry
// makes it in two steps (storeCore.ts: the log-in route's part; playerListeners.ts: the rest, once the
// signed-in shell loads) so the log-in page downloads less JavaScript; the result is the same store.
import { makeEntryStore, type StoreOptions } from './storeCore';
import { registerPlayerListeners } from './playerListeners';

export { rootReducer } from './storeCore';
export type { AppDispatch, AppStore, RootState } from './storeCore';

export function makeStore(options: StoreOptions = {}) {
  const store = makeEntryStore(options);
  registerPlayerListeners(store);
  return store;
}
