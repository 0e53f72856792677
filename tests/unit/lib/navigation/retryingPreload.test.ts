import { describe, expect, it, vi } from 'vitest';
import {
  holdOnFailure,
  retryUrl,
  type FailedRouteLoad,
} from '../../../../src/lib/navigation/retryingPreload';

describe('holdOnFailure', () => {
  it('resolves when the route loads', async () => {
    const onFailure = vi.fn();
    await holdOnFailure(() => Promise.resolve(['chunk']), onFailure)('/a');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('reports a failed load and never settles, so the current page stays', async () => {
    const failures: FailedRouteLoad[] = [];
    let settled = false;
    void holdOnFailure(
      () => Promise.reject(new Error('ChunkLoadError')),
      (failure) => failures.push(failure),
    )('/guides').then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    expect(failures[0]?.pathname).toBe('/guides');
    expect(String(failures[0]?.error)).toContain('ChunkLoadError');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
  });
});

describe('retryUrl', () => {
  it.each([
    ['/guides', { pathname: '/guides', search: '?q=1', hash: '#nat' }, '/guides?q=1#nat'],
    ['/guides', { pathname: '/intro', search: '', hash: '#top' }, '/guides'],
  ])('retries %s from %o at %s', (failed, current, expected) => {
    expect(retryUrl(failed, current)).toBe(expected);
  });
});
