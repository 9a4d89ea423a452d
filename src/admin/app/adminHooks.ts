// Typed hooks for the console's components, and the store's Provider (react-redux's only other importer).
import { useDispatch, useSelector } from 'react-redux';
import type { AdminDispatch, AdminRootState } from './adminRootReducer';

export const useAdminDispatch = useDispatch.withTypes<AdminDispatch>();
export const useAdminSelector = useSelector.withTypes<AdminRootState>();

export { Provider } from 'react-redux';
