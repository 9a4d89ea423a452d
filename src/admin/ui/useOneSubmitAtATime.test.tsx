import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useOneSubmitAtATime, type SubmitOutcome } from './useOneSubmitAtATime';

const submitEvent = () => ({ preventDefault: jest.fn() }) as unknown as FormEvent & { preventDefault: jest.Mock };

test('two submits before the first save has finished send one save, and neither falls through to the browser', async () => {
  const finishes: Array<() => void> = [];
  const save = jest.fn(() => new Promise<SubmitOutcome>((resolve) => finishes.push(() => resolve(undefined))));
  const { result } = renderHook(() => useOneSubmitAtATime(save));
  const [first, second] = [submitEvent(), submitEvent()];
  // Both in the same frame, before any re-render: what a double click on a slow machine does.
  let running: Promise<void> = Promise.resolve();
  act(() => {
    running = result.current.submit(first);
    void result.current.submit(second);
  });
  expect(save).toHaveBeenCalledTimes(1);
  expect(first.preventDefault).toHaveBeenCalled();
  expect(second.preventDefault).toHaveBeenCalled();
  await act(async () => {
    finishes[0]?.();
    await running;
  });
  // Once it has finished without saving (refused, or a field to mend), the form may be sent again.
  await act(async () => {
    const again = result.current.submit(submitEvent());
    finishes[1]?.();
    await again;
  });
  expect(save).toHaveBeenCalledTimes(2);
});

test('after a save the late second click of a double click sends nothing, until the operator changes a field', async () => {
  const save = jest.fn(async (): Promise<SubmitOutcome> => 'saved');
  const { result } = renderHook(() => useOneSubmitAtATime(save));
  await act(() => result.current.submit(submitEvent()));
  const late = submitEvent();
  await act(() => result.current.submit(late));
  expect(save).toHaveBeenCalledTimes(1);
  expect(late.preventDefault).toHaveBeenCalled();

  act(() => result.current.reopen());
  await act(() => result.current.submit(submitEvent()));
  expect(save).toHaveBeenCalledTimes(2);
});
