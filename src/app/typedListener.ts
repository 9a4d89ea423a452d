// A listener middleware whose startListening knows its store's state, dispatch and extra: the
// player app and the operator console each make one (listener.ts, admin/app/adminListener.ts).
import { createListenerMiddleware, type Dispatch } from '@reduxjs/toolkit';

export function makeTypedListenerMiddleware<State, AppDispatch extends Dispatch, Extra>(extra: Extra) {
  const listener = createListenerMiddleware({ extra });
  return {
    middleware: listener.middleware,
    startListening: listener.startListening.withTypes<State, AppDispatch, Extra>(),
  };
}
