// The store as a signed-in player's page has it: makeStore, then the player's workflows added the way
// the shell adds them (src/app/playerListeners.ts).
import { makeStore, type StoreOptions } from '../app/store';
import { addPlayerWorkflows } from '../app/playerListeners';
import { startListeningThrough } from '../app/listener';
import { addSignUpListeners } from '../features/auth/signUpListeners';

export function makePlayerStore(options: StoreOptions = {}) {
  const store = makeStore(options);
  addPlayerWorkflows(store);
  // And the sign-up page's, as that page adds them.
  addSignUpListeners(startListeningThrough(store.dispatch));
  return store;
}
