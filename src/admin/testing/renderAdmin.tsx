// A console page as AdminApp renders it (src/testing/render.tsx with the console's store, the operator
// signed in unless `signedOut`) with fake effects.
import type { ReactElement } from 'react';
import { renderWithStore } from '../../testing/render';
import { signedInStore } from './adminTestKit';
import { sessionActions } from '../features/session/sessionSlice';

export function renderAdmin(ui: ReactElement, options: { path?: string; route?: string; signedOut?: boolean } = {}) {
  const { store, extra } = signedInStore();
  if (options.signedOut) store.dispatch(sessionActions.signedOut());
  return renderWithStore(ui, { store, extra, path: options.path, route: options.route });
}
