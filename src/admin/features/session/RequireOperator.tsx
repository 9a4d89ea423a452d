// The console's pages need an operator: without one, remember the page and go to the log-in.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAdminDispatch, useAdminSelector } from '../../app/adminHooks';
import { ADMIN_LOGIN_PATH } from '../../app/adminPaths';
import { selectOperator, selectReturnTo, sessionActions } from './sessionSlice';

export function RequireOperator({ children }: { children: ReactNode }) {
  const operator = useAdminSelector(selectOperator);
  const returnTo = useAdminSelector(selectReturnTo);
  const dispatch = useAdminDispatch();
  const location = useLocation();
  const here = location.pathname + location.search;
  useEffect(() => {
    if (!operator && !returnTo) dispatch(sessionActions.signInRequired(here));
  }, [operator, returnTo, here, dispatch]);
  return operator ? children : <Navigate to={ADMIN_LOGIN_PATH} replace />;
}
