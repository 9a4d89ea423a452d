// The console's listener middleware and its types. Each feature's workflows are registered by the
// store (adminStore.ts); this file imports no feature, so their listeners can import its types.
import type { ListenerEffectAPI, TypedStartListening } from '@reduxjs/toolkit';
import { makeTypedListenerMiddleware } from '../../app/typedListener';
import type { AdminDispatch, AdminRootState } from './adminRootReducer';
import type { AdminExtra } from './adminExtra';

export type AdminStartListening = TypedStartListening<AdminRootState, AdminDispatch, AdminExtra>;
export type AdminListenerApi = ListenerEffectAPI<AdminRootState, AdminDispatch, AdminExtra>;

export function makeAdminListenerMiddleware(extra: AdminExtra) {
  return makeTypedListenerMiddleware<AdminRootState, AdminDispatch, AdminExtra>(extra);
}
