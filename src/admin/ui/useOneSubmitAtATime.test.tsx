import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useOneSubmitAtATime } from './useOneSubmitAtATime';

const submitEvent = () => ({ preventDefault: jest.fn() }) as unknown as FormEvent & { preventDefault: jest.Mock };

test('two submits before the first save has finished send one save, and neither falls through to the browser', async () => {
  const finishes: Array<() => void> = [];
  const save = jest.fn(() => new Promise<void>((resolve) => finishes.push(resolve)));
  const { result } = renderHook(() => useOneSubmitAtATime(save));
  const [first, second] = [submitEvent(), submitEvent()];
  // Both in the same frame, before any re-render: what a double click on a slow machine does.
  let running: Promise<void> = Promise.resolve();
  act(() => {
    running = result.current(first);
    void result.current(second);
  });
  expect(save).toHaveBeenCalledTimes(1);
  expect(first.preventDefault).toHaveBeenCalled();
  expect(second.preventDefault).toHaveBeenCalled();
  await act(async () => {
    finishes[0]?.();
    await running;
  });
  // Once it has finished, the form saves again.
  await act(async () => {
    const again = result.current(submitEvent());
    finishes[1]?.();
    await again;
  });
  expect(save).toHaveBeenCalledTimes(2);
});
