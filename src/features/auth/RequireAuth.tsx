// Guards: the shell needs a signed-in player; /login and /signup are for visitors.
import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectIsSignedIn } from './authSlice';

export function RequireAuth() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <Outlet /> : <Navigate to="/login" replace />;
}

export function VisitorsOnly({ allowSignedIn = false }: { allowSignedIn?: boolean }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn && !allowSignedIn ? <Navigate to="/" replace /> : <Outlet />;
}
