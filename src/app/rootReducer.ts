// The player app's state and dispatch types, from the one root reducer. Its own file so that the
// listener types (listener.ts), the typed hooks (hooks.ts) and the features' listeners read them
// without importing the store, which imports the listeners: no circle, not even a type-only one.
import { combineSlices, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { authSlice } from '../features/auth/authSlice';
import { walletSlice } from '../features/wallet/walletSlice';
import { betslipSlice } from '../features/betslip/betslipSlice';
import { marketSlice } from '../features/market/marketSlice';
import { workflowsSlice } from './workflowsSlice';

export const rootReducer = combineSlices(baseApi, authSlice, walletSlice, betslipSlice, marketSlice, workflowsSlice);

export type RootState = ReturnType<typeof rootReducer>;
// Spelled out rather than inferred from the store: the listener types need it before the store exists.
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
