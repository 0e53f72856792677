import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { plainWarningText } from '@site/src/lib/codeHost/subscriberWarning';
import type { SubscriberDialogProps } from './index';

const loadDialog = () => import('./index');
const SubscriberDialog = lazy(loadDialog);

/** Fetches the dialog's code ahead of a click (on hover or focus of a restricted link). */
export function preloadSubscriberDialog(): void {
  loadDialog().catch(() => undefined);
}

/** When the dialog's code cannot be fetched (offline, a new deploy), the browser's own box still warns. */
function ConfirmInstead({ link, onCancel, onContinue }: SubscriberDialogProps): ReactNode {
  const asked = useRef(false);
  useEffect(() => {
    // Asks once per warning: the parent remounts this for every new one.
    if (asked.current) return;
    asked.current = true;
    console.warn('The subscriber warning dialog could not be loaded; asking with the browser instead.');
    if (window.confirm(plainWarningText(link))) {
      window.open(link.url, '_blank', 'noopener,noreferrer');
      onContinue(false);
    } else {
      onCancel();
    }
  }, [link, onCancel, onContinue]);
  return null;
}

/** The subscriber-link warning, whose code stays out of the main bundle until a reader needs it. */
export default function LazySubscriberDialog(props: SubscriberDialogProps): ReactNode {
  return (
    <ErrorBoundary fallback={() => <ConfirmInstead {...props} />}>
      <Suspense fallback={null}>
        <SubscriberDialog {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
