import { describe, expect, it } from 'vitest';
import {
  createScrollLock,
  lockedStyles,
  type LockStyles,
  type PageWidths,
} from '../../../../src/lib/modal/scrollLock';

const ORIGINAL: LockStyles = { overflow: '', paddingRight: '' };

/** A page in memory: its body styles, its widths and a clock whose timers run when told to. */
function fakePage(widths: PageWidths = { windowWidth: 1280, documentWidth: 1265, paddingRight: 0 }) {
  let styles = ORIGINAL;
  let now = 0;
  let nextHandle = 1;
  const timers = new Map<number, { readonly at: number; readonly callback: () => void }>();
  const lock = createScrollLock({
    readStyles: () => styles,
    writeStyles: (next) => {
      styles = next;
    },
    measure: () => widths,
    setTimer: (callback, ms) => {
      timers.set(nextHandle, { at: now + ms, callback });
      return nextHandle++;
    },
    clearTimer: (handle) => {
      timers.delete(handle);
    },
  });
  return {
    lock,
    styles: () => styles,
    advance(ms: number): void {
      now += ms;
      for (const [handle, timer] of timers) {
        if (timer.at > now) continue;
        timers.delete(handle);
        timer.callback();
      }
    },
  };
}

describe('lockedStyles', () => {
  it.each<[string, PageWidths, LockStyles]>([
    [
      'pads the body by the width of a classic scrollbar',
      { windowWidth: 1280, documentWidth: 1265, paddingRight: 0 },
      { overflow: 'hidden', paddingRight: '15px' },
    ],
    [
      "adds the scrollbar's width to the body's own padding",
      { windowWidth: 1280, documentWidth: 1263, paddingRight: 8 },
      { overflow: 'hidden', paddingRight: '25px' },
    ],
    [
      'keeps the padding when scrollbars overlay the page',
      { windowWidth: 390, documentWidth: 390, paddingRight: 0 },
      { overflow: 'hidden', paddingRight: '2px' },
    ],
  ])('%s', (_name, widths, expected) => {
    expect(lockedStyles(widths, { overflow: 'auto', paddingRight: '2px' })).toEqual(expected);
  });
});

describe('createScrollLock', () => {
  it('blocks scrolling and pads the body by the scrollbar width on acquire', () => {
    const page = fakePage();
    page.lock.acquire();
    expect(page.styles()).toEqual({ overflow: 'hidden', paddingRight: '15px' });
  });

  it('restores the original styles once the release delay has passed', () => {
    const page = fakePage();
    page.lock.acquire();
    page.lock.release(300);
    page.advance(299);
    expect(page.styles().overflow).toBe('hidden');
    page.advance(1);
    expect(page.styles()).toEqual(ORIGINAL);
  });

  it('restores at once when released without a delay', () => {
    const page = fakePage();
    page.lock.acquire();
    page.lock.release(0);
    expect(page.styles()).toEqual(ORIGINAL);
  });

  it('stays locked, with the original styles kept, when a dialog opens during a pending release', () => {
    const page = fakePage();
    page.lock.acquire();
    page.lock.release(300);
    page.advance(200);
    page.lock.acquire();
    page.advance(500);
    expect(page.styles()).toEqual({ overflow: 'hidden', paddingRight: '15px' });
    page.lock.release(300);
    page.advance(300);
    expect(page.styles()).toEqual(ORIGINAL);
  });

  it('stays locked until the last of two open dialogs closes', () => {
    const page = fakePage();
    page.lock.acquire();
    page.lock.acquire();
    page.lock.release(0);
    expect(page.styles().overflow).toBe('hidden');
    page.lock.release(0);
    expect(page.styles()).toEqual(ORIGINAL);
  });

  it('ignores a release without an acquire', () => {
    const page = fakePage();
    page.lock.release(0);
    page.lock.acquire();
    expect(page.styles().overflow).toBe('hidden');
  });
});
