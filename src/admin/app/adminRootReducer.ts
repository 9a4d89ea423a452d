// The console's state and dispatch types, from its root reducer. Its own file so that the listener
// types (adminListener.ts), the typed hooks and the features' listeners read them without importing
// the store, which imports the listeners: no circle, not even a type-only one.
import { combineSlices, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { adminApi } from '../api/adminApi';
import { sessionSlice } from '../features/session/sessionSlice';
import { decisionsSlice } from '../features/requests/decisionsSlice';
import { settlementSlice } from '../features/settlement/settlementSlice';
import { playerActionsSlice } from '../features/players/playerActionsSlice';
import { marketControlSlice } from '../features/risk/marketControlSlice';

export const adminRootReducer = combineSlices(
  adminApi,
  sessionSlice,
  decisionsSlice,
  settlementSlice,
  playerActionsSlice,
  marketControlSlice,
);

export type AdminRootState = ReturnType<typeof adminRootReducer>;
export type AdminDispatch = ThunkDispatch<AdminRootState, unknown, UnknownAction>;
