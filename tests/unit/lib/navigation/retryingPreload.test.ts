import { describe, expect, it, vi } from 'vitest';
import { retryingPreload, type FailedRouteLoad } from '../../../../src/lib/navigation/retryingPreload';

describe('retryingPreload', () => {
  it('resolves when the route loads', async () => {
    const onFailure = vi.fn();
    await retryingPreload(() => Promise.resolve(['chunk']), onFailure)('/a');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('reports a failed load instead of rejecting, and resolves once a retry succeeds', async () => {
    const failures: FailedRouteLoad[] = [];
    const preload = vi
      .fn<(pathname: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce([]);
    let settled = false;
    const loading = retryingPreload(preload, (failure) => failures.push(failure))('/guides').then(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    expect(failures[0]?.pathname).toBe('/guides');
    expect(String(failures[0]?.error)).toContain('ChunkLoadError');
    expect(settled).toBe(false);
    failures[0]?.retry();
    await loading;
    expect(preload).toHaveBeenCalledTimes(2);
    expect(preload).toHaveBeenLastCalledWith('/guides');
  });
});
