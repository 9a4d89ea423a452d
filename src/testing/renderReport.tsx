// A report page as the app renders it (src/testing/render.tsx) for a signed-in player, with the clock
// fixed so the default date range is known. '/login' shows a marker a test can find.
import type { ReactElement } from 'react';
import type { LoginInfo } from '../domain/contract/auth';
import { makeFakeExtra } from './fakeExtra';
import { renderWithStore } from './render';
import { NOW, PLAYER1 } from './reportFixtures';

export function renderReport(page: ReactElement, options: { player?: LoginInfo | null; path?: string } = {}) {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  const player = options.player === undefined ? PLAYER1 : options.player;
  const path = options.path ?? '/report';
  return renderWithStore(page, {
    path,
    route: path,
    player,
    extra: makeFakeExtra(NOW),
    elsewhere: { '/login': <p>Login page</p>, '*': <p>Elsewhere</p> },
  });
}
