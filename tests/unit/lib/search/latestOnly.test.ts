import { describe, expect, it, vi } from 'vitest';
import { createLatestOnly } from '../../../../src/lib/search/latestOnly';

interface Deferred {
  readonly input: string;
  resolve(value: string): void;
  reject(error: Error): void;
}

function harness() {
  const calls: Deferred[] = [];
  const onResult = vi.fn();
  const onError = vi.fn();
  const runner = createLatestOnly<string, string>(
    (input) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ input, resolve, reject });
      }),
    { onResult, onError },
  );
  return { calls, onResult, onError, runner };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLatestOnly', () => {
  it('runs the first input at once and delivers its answer', async () => {
    const { calls, onResult, runner } = harness();
    runner.run('t');
    expect(calls.map((call) => call.input)).toEqual(['t']);
    calls[0]?.resolve('T');
    await flush();
    expect(onResult).toHaveBeenCalledWith('t', 'T');
  });

  it('shows each finished answer and collapses inputs typed meanwhile into one follow-up', async () => {
    const { calls, onResult, runner } = harness();
    runner.run('t');
    runner.run('te');
    runner.run('ter');
    expect(calls.map((call) => call.input)).toEqual(['t']);
    calls[0]?.resolve('T');
    await flush();
    expect(onResult).toHaveBeenLastCalledWith('t', 'T');
    expect(calls.map((call) => call.input)).toEqual(['t', 'ter']);
    calls[1]?.resolve('TER');
    await flush();
    expect(onResult).toHaveBeenCalledTimes(2);
    expect(onResult).toHaveBeenLastCalledWith('ter', 'TER');
  });

  it('tells the running task when newer input is waiting', () => {
    const seen: boolean[] = [];
    const runner = createLatestOnly<string, string>(
      (_input, isCurrent) => {
        seen.push(isCurrent());
        runner.run('newer');
        seen.push(isCurrent());
        return new Promise<string>(() => undefined);
      },
      { onResult: vi.fn(), onError: vi.fn() },
    );
    runner.run('first');
    expect(seen).toEqual([true, false]);
  });

  it('drops the running answer after cancel', async () => {
    const { calls, onResult, runner } = harness();
    runner.run('eks');
    runner.cancel();
    calls[0]?.resolve('EKS');
    await flush();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('reports an error for the latest input and keeps working', async () => {
    const { calls, onResult, onError, runner } = harness();
    runner.run('a');
    calls[0]?.reject(new Error('boom'));
    await flush();
    expect(onError).toHaveBeenCalledWith('a', expect.any(Error));
    runner.run('b');
    calls[1]?.resolve('B');
    await flush();
    expect(onResult).toHaveBeenCalledWith('b', 'B');
  });
});
