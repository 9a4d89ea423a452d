// A background task run now and then every `intervalMs` (the bet sweeper, the feed's retention): a
// slow pass is never overlapped by the next tick, errors go to `onError` instead of crashing the
// process, and stop() waits for a pass in progress.

export interface Periodic {
  /** Resolves once a pass in progress has finished. */
  stop(): Promise<void>;
}

export function startPeriodic(task: () => Promise<unknown>, options: { intervalMs: number; onError?: (error: unknown) => void }): Periodic {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const pass = () => {
    if (busy) return;
    busy = true;
    running = task()
      .then(
        () => undefined,
        (error) => options.onError?.(error),
      )
      .finally(() => {
        busy = false;
      });
  };
  pass();
  const timer = setInterval(pass, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
