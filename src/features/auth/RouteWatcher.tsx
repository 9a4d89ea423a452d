// Rendered by the shell: every route change is reported, and the session listener re-checks it.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { routeChanged } from './authSlice';

export function RouteWatcher() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(routeChanged(pathname));
  }, [dispatch, pathname]);
  return null;
}
