import { useEffect } from 'react';
import { SCROLL_LOCK_RELEASE_MS, scrollbarWidth } from '@site/src/lib/modal/modalRules';

interface Lock {
  readonly overflow: string;
  readonly paddingRight: string;
  releaseTimer: ReturnType<typeof setTimeout> | null;
}

// One lock for the page: a dialog opened while the previous one's release is pending keeps the page
// locked and restores the original styles later.
let lock: Lock | null = null;

function acquire(): void {
  if (lock) {
    if (lock.releaseTimer !== null) clearTimeout(lock.releaseTimer);
    lock.releaseTimer = null;
    return;
  }
  const { body, documentElement } = document;
  const gutter = scrollbarWidth(window.innerWidth, documentElement.clientWidth);
  const basePadding = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
  lock = { overflow: body.style.overflow, paddingRight: body.style.paddingRight, releaseTimer: null };
  body.style.overflow = 'hidden';
  // Hiding the scrollbar widens the page; padding keeps the content where it was.
  if (gutter > 0) body.style.paddingRight = `${basePadding + gutter}px`;
}

function scheduleRelease(): void {
  const current = lock;
  if (!current) return;
  current.releaseTimer = setTimeout(() => {
    document.body.style.overflow = current.overflow;
    document.body.style.paddingRight = current.paddingRight;
    lock = null;
  }, SCROLL_LOCK_RELEASE_MS);
}

/** Blocks page scrolling while `locked`, releasing it SCROLL_LOCK_RELEASE_MS after unlocking. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    acquire();
    return scheduleRelease;
  }, [locked]);
}
