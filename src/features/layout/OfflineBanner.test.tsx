// The offline banner: shown when the browser goes offline and when a call gets no answer at all,
// gone when the browser is back online or the next call is answered.
import { act, render, screen } from '@testing-library/react';
import { callAnswered, callFailed } from '../../api/connectivity';
import { OfflineBanner } from './OfflineBanner';

const banner = () => screen.queryByRole('alert');

test('the browser going offline and back', () => {
  render(<OfflineBanner />);
  expect(banner()).toBeNull();
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(banner()).toHaveTextContent('You are offline: prices are not updating and bets cannot be placed');
  act(() => void window.dispatchEvent(new Event('online')));
  expect(banner()).toBeNull();
});

test('a call that gets no answer, then one that is answered', () => {
  render(<OfflineBanner />);
  act(() => callFailed());
  expect(banner()).toHaveTextContent('You are offline');
  act(() => callAnswered());
  expect(banner()).toBeNull();
});
