// Protection workflows. Registered at run time by RealityCheckHost, which the shell mounts
// for as long as a player is signed in (useProtectionListeners), not in app/listener.ts: the entry
// chunk is the log-in route's, and none of this may ride on it.
import { addListener, createAction, type UnsubscribeListener } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import type { AppListenerApi } from '../../app/listener';
import type { AppDispatch, RootState } from '../../app/rootReducer';
import type { AppExtra } from '../../app/extra';
import { useAppDispatch } from '../../app/hooks';
import { signOutRequested } from '../auth';

/** The server started the player's time-out or self-exclusion; the payload is its message. */
export const exclusionTaken = createAction<string>('protection/exclusionTaken');
/** The player chose "Log out" in the reality check. */
export const realityCheckLogOutClicked = createAction('protection/realityCheckLogOutClicked');

const addAppListener = addListener.withTypes<RootState, AppDispatch, AppExtra>();

/** The server has ended every session already: say until when, then sign out here too. */
export function signOutAfterExclusion(action: { payload: string }, api: AppListenerApi): void {
  api.extra.toast('success', action.payload, { autoClose: 5000 });
  api.dispatch(signOutRequested());
}

export function signOutFromRealityCheck(_action: unknown, api: AppListenerApi): void {
  api.dispatch(signOutRequested());
}

/** Registers the listeners while the calling component is mounted (the shell's RealityCheckHost, once). */
export function useProtectionListeners(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    // The listener middleware answers addListener with the unsubscribe function.
    const off = [
      dispatch(addAppListener({ actionCreator: exclusionTaken, effect: signOutAfterExclusion })),
      dispatch(addAppListener({ actionCreator: realityCheckLogOutClicked, effect: signOutFromRealityCheck })),
    ] as unknown as UnsubscribeListener[];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [dispatch]);
}
