export interface LatestOnlyHandlers<I, O> {
  onResult(input: I, output: O): void;
  onError(input: I, error: unknown): void;
}

export interface LatestOnlyRunner<I> {
  run(input: I): void;
  /** Drops the waiting input and the answer of the running one. */
  cancel(): void;
}

/**
 * Runs an async task for the latest input only: one task at a time, and a call while a task runs
 * replaces the waiting input, so fast typing queues at most one follow-up. This is the search box's
 * debounce: there is no fixed delay, each finished answer is shown at once (results keep up with the
 * typing), and the task can ask `isCurrent` to skip slow work once newer input is waiting.
 */
export function createLatestOnly<I, O>(
  task: (input: I, isCurrent: () => boolean) => Promise<O>,
  handlers: LatestOnlyHandlers<I, O>,
): LatestOnlyRunner<I> {
  let running = false;
  let waiting: { readonly input: I } | undefined;
  let generation = 0;

  const start = (input: I): void => {
    running = true;
    const id = ++generation;
    const live = () => id === generation;
    task(input, () => live() && waiting === undefined)
      .then(
        (output) => {
          if (live()) handlers.onResult(input, output);
        },
        (error: unknown) => {
          if (live()) handlers.onError(input, error);
        },
      )
      .finally(() => {
        running = false;
        const next = waiting;
        waiting = undefined;
        if (next) start(next.input);
      });
  };

  return {
    run: (input) => {
      if (running) waiting = { input };
      else start(input);
    },
    cancel: () => {
      waiting = undefined;
      generation += 1;
    },
  };
}
