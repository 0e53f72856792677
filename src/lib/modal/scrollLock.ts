import { scrollbarWidth } from './modalRules';

/** The inline styles the lock changes on the page's scrolling element (the body). */
export interface LockStyles {
  readonly overflow: string;
  readonly paddingRight: string;
}

/** Widths the lock reads before hiding the scrollbar, in CSS pixels. */
export interface PageWidths {
  /** window.innerWidth: the viewport including a classic scrollbar. */
  readonly windowWidth: number;
  /** document.documentElement.clientWidth: the viewport without it. */
  readonly documentWidth: number;
  /** The body's computed right padding. */
  readonly paddingRight: number;
}

/** What the lock needs from the browser; the dialog hook binds it to document.body and window. */
export interface ScrollLockHost {
  readStyles(): LockStyles;
  writeStyles(styles: LockStyles): void;
  measure(): PageWidths;
  setTimer(callback: () => void, ms: number): number;
  clearTimer(handle: number): void;
}

export interface ScrollLock {
  /** Blocks page scrolling, or keeps it blocked for one more dialog. */
  acquire(): void;
  /** Lets go of one acquire; the last one restores the page `delayMs` later (at once for 0). */
  release(delayMs: number): void;
}

/**
 * Styles that stop the page scrolling without moving it: hiding the overflow removes a classic
 * scrollbar and widens the page, so the body's right padding grows by the scrollbar's width.
 */
export function lockedStyles(widths: PageWidths, saved: LockStyles): LockStyles {
  const gutter = scrollbarWidth(widths.windowWidth, widths.documentWidth);
  return {
    overflow: 'hidden',
    paddingRight: gutter > 0 ? `${widths.paddingRight + gutter}px` : saved.paddingRight,
  };
}

/**
 * One scroll lock for the page, shared by every dialog: it stays on while any dialog holds it, and a
 * dialog opened while the previous one's release is pending keeps the page locked and the original
 * styles saved for the final release.
 */
export function createScrollLock(host: ScrollLockHost): ScrollLock {
  let holders = 0;
  let saved: LockStyles | undefined;
  let timer: number | undefined;

  const restore = (): void => {
    timer = undefined;
    if (saved) host.writeStyles(saved);
    saved = undefined;
  };

  return {
    acquire: () => {
      holders += 1;
      if (timer !== undefined) host.clearTimer(timer);
      timer = undefined;
      if (saved) return;
      saved = host.readStyles();
      host.writeStyles(lockedStyles(host.measure(), saved));
    },
    release: (delayMs) => {
      if (holders === 0) return;
      holders -= 1;
      if (holders > 0 || !saved) return;
      if (delayMs > 0) timer = host.setTimer(restore, delayMs);
      else restore();
    },
  };
}
