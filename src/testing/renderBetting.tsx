// Betting UI as the app renders it (src/testing/render.tsx) for the signed-in PLAYER at NOW, with fake
// timers driving the user's typing, so a test sees the toasts a player would.
import type { ReactElement } from 'react';
import type { LoginInfo } from '../domain/contract/auth';
import { makeFakeExtra } from './fakeExtra';
import { renderWithStore } from './render';
import { NOW, PLAYER } from './betFixtures';

export function renderBetting(ui: ReactElement, options: { path?: string; route?: string; login?: Partial<LoginInfo> } = {}) {
  const { path, route, login } = options;
  const view = renderWithStore(ui, {
    path,
    route,
    player: { ...PLAYER, ...login },
    extra: makeFakeExtra(NOW),
    showLocation: true,
    userEventOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  return { ...view, messages: () => view.extra.toasts.map((t) => t.message) };
}
