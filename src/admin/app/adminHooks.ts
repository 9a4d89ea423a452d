// Typed hooks for the console's components.
import { useDispatch, useSelector } from 'react-redux';
import type { AdminDispatch, AdminRootState } from './adminRootReducer';

export const useAdminDispatch = useDispatch.withTypes<AdminDispatch>();
export const useAdminSelector = useSelector.withTypes<AdminRootState>();
