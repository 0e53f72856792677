import { describe, expect, it, vi } from 'vitest';
import {
  createIdleQueue,
  indexChunkNames,
  type IdleScheduler,
} from '../../../../src/lib/navigation/routeChunks';

describe('indexChunkNames', () => {
  it('keys chunk names by route path and merges routes that share one', () => {
    const index = indexChunkNames({
      '/-e5f': { __comp: '1df93b7f', __context: { plugin: 'a7456010' }, config: '5e9f5e1a' },
      '/-31f': { __comp: 'a7bd4aaa', __props: '22dd74f7' },
      '/faq/terragrunt-a1b': { __comp: '17896441', content: '5e4ffda9' },
    });
    expect(index.get('/')).toEqual(['1df93b7f', 'a7456010', '5e9f5e1a', 'a7bd4aaa', '22dd74f7']);
    expect(index.get('/faq/terragrunt')).toEqual(['17896441', '5e4ffda9']);
    expect(index.get('/faq')).toBeUndefined();
  });

  it('keeps hyphens inside the path and drops only the hash suffix', () => {
    const index = indexChunkNames({ '/intro/intro-to-gruntwork-9c2': { content: 'abc' } });
    expect([...index.keys()]).toEqual(['/intro/intro-to-gruntwork']);
  });
});

describe('createIdleQueue', () => {
  function manualScheduler() {
    const pending: ((hasTimeLeft: () => boolean) => void)[] = [];
    const scheduler: IdleScheduler = { requestIdle: (callback) => pending.push(callback) };
    return { scheduler, pending };
  }

  it('runs nothing until the browser is idle', () => {
    const run = vi.fn();
    const { scheduler, pending } = manualScheduler();
    const enqueue = createIdleQueue(run, scheduler);
    enqueue('/a');
    enqueue('/b');
    expect(run).not.toHaveBeenCalled();
    expect(pending).toHaveLength(1);
    pending.shift()?.(() => true);
    expect(run.mock.calls).toEqual([['/a'], ['/b']]);
  });

  it('stops when the idle period ends and continues in the next one', () => {
    const run = vi.fn();
    const { scheduler, pending } = manualScheduler();
    const enqueue = createIdleQueue(run, scheduler);
    ['/a', '/b', '/c'].forEach(enqueue);
    pending.shift()?.(() => false);
    expect(run.mock.calls).toEqual([['/a']]);
    expect(pending).toHaveLength(1);
    pending.shift()?.(() => true);
    expect(run.mock.calls).toEqual([['/a'], ['/b'], ['/c']]);
    expect(pending).toHaveLength(0);
  });

  it('asks for a new idle period when work arrives after the queue drained', () => {
    const run = vi.fn();
    const { scheduler, pending } = manualScheduler();
    const enqueue = createIdleQueue(run, scheduler);
    enqueue('/a');
    pending.shift()?.(() => true);
    enqueue('/b');
    expect(pending).toHaveLength(1);
  });
});
