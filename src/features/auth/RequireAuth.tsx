// Guards: the shell needs a signed-in player, except a match page, which a visitor may watch (the
// prices are public; betting still needs a log-in); /login and /signup are for visitors.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectIsSignedIn } from './authSlice';

/** The match page's path, /matchscore/{eid}/{gameId}/{marketId}: the one page a visitor may open. */
const VISITOR_PAGE = /^\/matchscore\/[^/]+\/[^/]+\/[^/]+\/?$/;

export const isVisitorPage = (pathname: string): boolean => VISITOR_PAGE.test(pathname);

export function RequireAuth() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { pathname } = useLocation();
  return signedIn || isVisitorPage(pathname) ? <Outlet /> : <Navigate to="/login" replace />;
}

export function VisitorsOnly({ allowSignedIn = false }: { allowSignedIn?: boolean }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn && !allowSignedIn ? <Navigate to="/" replace /> : <Outlet />;
}
