// Typed hooks: components use these, never the untyped react-redux ones. The store's Provider is
// passed on from here too, so react-redux has no other importer (eslint.config.mjs holds it so).
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Store, UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './rootReducer';

/** The store as components see it; spelled out (not store.ts's AppStore) so that this file, which
 *  every component imports, does not import the store's wiring. */
type ComponentStore = Store<RootState, UnknownAction> & { dispatch: AppDispatch };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<ComponentStore>();

export { Provider } from 'react-redux';
