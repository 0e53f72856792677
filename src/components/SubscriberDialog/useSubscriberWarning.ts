import { useCallback, useEffect, useRef, useState } from 'react';
import { siteStorage } from '@site/src/client/siteStorage';
import { classifyRepoLink } from '@site/src/lib/codeHost/classifyRepoLink';
import {
  EXEMPT_LINK_SELECTOR,
  SUPPRESSION_KEYS,
  isLinkActivation,
  isWarnedLink,
  type WarnedAccess,
  type WarnedLink,
} from '@site/src/lib/codeHost/subscriberWarning';
import { readFlag, writeFlag } from '@site/src/lib/storage/safeStorage';
import { preloadSubscriberDialog } from './LazySubscriberDialog';

export interface WarningRequest {
  /** Changes with every warning, so each one starts with a fresh dialog. */
  readonly id: number;
  readonly link: WarnedLink;
  readonly trigger: HTMLAnchorElement;
}

export interface SubscriberWarning {
  readonly request: WarningRequest | null;
  readonly open: boolean;
  readonly cancel: () => void;
  readonly proceed: (dontWarnAgain: boolean) => void;
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  const link = element?.closest('a[href]');
  return link instanceof HTMLAnchorElement ? link : null;
}

/**
 * Watches every link activation on the page (one listener on the document, so links rendered later are
 * covered) and asks for the subscriber warning before a private or CIS repository link is followed.
 */
export function useSubscriberWarning(): SubscriberWarning {
  const [request, setRequest] = useState<WarningRequest | null>(null);
  const [open, setOpen] = useState(false);
  // Keeps a "Don't warn me again" choice for this visit when storage is blocked.
  const suppressedThisVisit = useRef(new Set<WarnedAccess>());

  useEffect(() => {
    let nextId = 0;
    const isSuppressed = (access: WarnedAccess): boolean =>
      suppressedThisVisit.current.has(access) || readFlag(siteStorage, SUPPRESSION_KEYS[access]);

    function handleActivation(event: MouseEvent): void {
      if (!isLinkActivation(event)) return;
      const anchor = linkOf(event.target);
      if (!anchor || anchor.closest(EXEMPT_LINK_SELECTOR)) return;
      const link = classifyRepoLink(anchor.getAttribute('href'));
      if (!isWarnedLink(link)) return;
      if (isSuppressed(link.kind)) {
        // A Git remote spelling (`git@github.com:...`) is no page: open the repository instead.
        if (anchor.href !== link.url) {
          event.preventDefault();
          window.open(link.url, '_blank', 'noopener,noreferrer');
        }
        return;
      }
      event.preventDefault();
      nextId += 1;
      setRequest({ id: nextId, link, trigger: anchor });
      setOpen(true);
    }

    // Pointing at or focusing a restricted link fetches the dialog's code, so a click opens it at once.
    let preloaded = false;
    function handleIntent(event: Event): void {
      if (preloaded) return;
      const anchor = linkOf(event.target);
      if (!anchor || !isWarnedLink(classifyRepoLink(anchor.getAttribute('href')))) return;
      preloaded = true;
      preloadSubscriberDialog();
    }

    document.addEventListener('click', handleActivation);
    document.addEventListener('auxclick', handleActivation);
    document.addEventListener('pointerover', handleIntent);
    document.addEventListener('focusin', handleIntent);

    return () => {
      document.removeEventListener('click', handleActivation);
      document.removeEventListener('auxclick', handleActivation);
      document.removeEventListener('pointerover', handleIntent);
      document.removeEventListener('focusin', handleIntent);
    };
  }, []);

  const cancel = useCallback(() => setOpen(false), []);

  const proceed = useCallback(
    (dontWarnAgain: boolean) => {
      if (dontWarnAgain && request) {
        suppressedThisVisit.current.add(request.link.kind);
        writeFlag(siteStorage, SUPPRESSION_KEYS[request.link.kind], true);
      }
      setOpen(false);
    },
    [request],
  );

  return { request, open, cancel, proceed };
}
