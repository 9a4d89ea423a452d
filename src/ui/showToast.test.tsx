// One toast per message with the real react-toastify: a repeat replaces the toast on screen.
import { act, render, screen } from '@testing-library/react';
import { ToastContainer, toast } from 'react-toastify';
import { showToast } from './showToast';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.dismiss());
  jest.useRealTimers();
});

it('shows a repeated message once, and different messages each', async () => {
  render(<ToastContainer position="top-right" autoClose={5000} />);
  await act(async () => {
    showToast(toast, 'error', 'Odds Changed!');
    await jest.advanceTimersByTimeAsync(10);
  });
  await act(async () => {
    showToast(toast, 'error', 'Odds Changed!');
    showToast(toast, 'error', 'Odds Changed!');
    showToast(toast, 'success', 'Bet Placed Successfully');
    await jest.advanceTimersByTimeAsync(10);
  });
  expect(screen.getAllByText('Odds Changed!')).toHaveLength(1);
  expect(screen.getAllByText('Bet Placed Successfully')).toHaveLength(1);
  expect(screen.getAllByRole('alert')).toHaveLength(2);
});
