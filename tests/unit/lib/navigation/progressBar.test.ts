import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLazyProgressBar,
  createRouteProgress,
  PROGRESS_BAR,
} from '../../../../src/lib/navigation/progressBar';

const at = (pathname: string) => ({ pathname });

describe('PROGRESS_BAR', () => {
  it('holds the constants of the spec', () => {
    expect(PROGRESS_BAR).toEqual({
      delayMs: 1000,
      minimum: 0.08,
      speedMs: 200,
      trickleRate: 0.02,
      trickleSpeedMs: 800,
    });
  });
});

describe('createRouteProgress', () => {
  const bar = { start: vi.fn(), done: vi.fn() };
  const timers = {
    setTimeout: (callback: () => void, ms: number) => Number(setTimeout(callback, ms)),
    clearTimeout: (handle: number) => clearTimeout(handle),
  };

  beforeEach(() => {
    vi.useFakeTimers();
    bar.start.mockClear();
    bar.done.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the bar only when the next page takes longer than the delay', () => {
    const progress = createRouteProgress(bar, timers);
    progress.onRouteUpdate({ location: at('/b'), previousLocation: at('/a') });
    vi.advanceTimersByTime(PROGRESS_BAR.delayMs - 1);
    expect(bar.start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(bar.start).toHaveBeenCalledOnce();
    progress.onRouteDidUpdate();
    expect(bar.done).toHaveBeenCalledOnce();
  });

  it('never shows the bar when the page arrives in time', () => {
    const progress = createRouteProgress(bar, timers);
    const cleanup = progress.onRouteUpdate({ location: at('/b'), previousLocation: at('/a') });
    vi.advanceTimersByTime(300);
    cleanup?.();
    vi.advanceTimersByTime(PROGRESS_BAR.delayMs);
    expect(bar.start).not.toHaveBeenCalled();
  });

  it('shows no bar for a navigation stopped before the delay, as when its page fails to load', () => {
    const progress = createRouteProgress(bar, timers);
    progress.onRouteUpdate({ location: at('/b'), previousLocation: at('/a') });
    vi.advanceTimersByTime(200);
    progress.stop();
    vi.advanceTimersByTime(PROGRESS_BAR.delayMs);
    expect(bar.start).not.toHaveBeenCalled();
    expect(bar.done).toHaveBeenCalledOnce();
  });

  it('hides a bar already showing when the navigation is stopped', () => {
    const progress = createRouteProgress(bar, timers);
    progress.onRouteUpdate({ location: at('/b'), previousLocation: at('/a') });
    vi.advanceTimersByTime(PROGRESS_BAR.delayMs);
    progress.stop();
    expect(bar.start).toHaveBeenCalledOnce();
    expect(bar.done).toHaveBeenCalledOnce();
  });

  it('times only the latest navigation when a second one starts before the first renders', () => {
    const progress = createRouteProgress(bar, timers);
    const cleanupFirst = progress.onRouteUpdate({ location: at('/b'), previousLocation: at('/a') });
    vi.advanceTimersByTime(600);
    progress.onRouteUpdate({ location: at('/c'), previousLocation: at('/a') });
    cleanupFirst?.();
    vi.advanceTimersByTime(PROGRESS_BAR.delayMs - 1);
    expect(bar.start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(bar.start).toHaveBeenCalledOnce();
  });

  it('ignores the first render and hash changes on the same page', () => {
    const progress = createRouteProgress(bar, timers);
    expect(progress.onRouteUpdate({ location: at('/a'), previousLocation: null })).toBeUndefined();
    expect(progress.onRouteUpdate({ location: at('/a'), previousLocation: at('/a') })).toBeUndefined();
  });
});

describe('createLazyProgressBar', () => {
  function deferredBar() {
    const bar = { start: vi.fn(), done: vi.fn() };
    let resolve: (value: typeof bar) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof bar>((done) => (resolve = done)));
    return { bar, load, finishLoading: () => resolve(bar) };
  }

  it('loads the bar once, on the first preload or start', async () => {
    const { bar, load, finishLoading } = deferredBar();
    const lazy = createLazyProgressBar(load);
    expect(load).not.toHaveBeenCalled();
    lazy.preload();
    lazy.start();
    expect(load).toHaveBeenCalledTimes(1);
    finishLoading();
    await vi.waitFor(() => expect(bar.start).toHaveBeenCalledTimes(1));
  });

  it('does not start a bar whose navigation finished while its code was loading', async () => {
    const { bar, load, finishLoading } = deferredBar();
    const lazy = createLazyProgressBar(load);
    lazy.start();
    lazy.done();
    finishLoading();
    await vi.waitFor(() => expect(bar.done).toHaveBeenCalledTimes(1));
    expect(bar.start).not.toHaveBeenCalled();
  });

  it('shows no bar when its code fails to load, and loads it again on the next navigation', async () => {
    const bar = { start: vi.fn(), done: vi.fn() };
    const load = vi.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(bar);
    const lazy = createLazyProgressBar(load);
    lazy.start();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    lazy.done();
    lazy.start();
    await vi.waitFor(() => expect(bar.start).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('finishes nothing when the bar was never loaded', () => {
    const { load } = deferredBar();
    createLazyProgressBar(load).done();
    expect(load).not.toHaveBeenCalled();
  });
});
