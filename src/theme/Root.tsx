import type { ReactNode } from 'react';
import OriginalRoot from '@theme-original/Root';
import type RootType from '@theme/Root';
import type { WrapperProps } from '@docusaurus/types';
import RouteLoadError from '@site/src/components/RouteLoadError';
import SubscriberDialog from '@site/src/components/SubscriberDialog/LazySubscriberDialog';
import { useSubscriberWarning } from '@site/src/components/SubscriberDialog/useSubscriberWarning';

type Props = WrapperProps<typeof RootType>;

// Root never unmounts, so the one document-level link listener and the route-load failure notice live here.
export default function Root(props: Props): ReactNode {
  const warning = useSubscriberWarning();
  return (
    <>
      <OriginalRoot {...props} />
      <RouteLoadError />
      {warning.request && (
        <SubscriberDialog
          key={warning.request.id}
          link={warning.request.link}
          open={warning.open}
          trigger={warning.request.trigger}
          onCancel={warning.cancel}
          onContinue={warning.proceed}
        />
      )}
    </>
  );
}
