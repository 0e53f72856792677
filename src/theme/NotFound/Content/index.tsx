import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import { KEY_ROUTES } from '@site/src/lib/brand';
import styles from './styles.module.css';

const POPULAR_SECTIONS = [
  { label: 'Intro course path', to: KEY_ROUTES.intro },
  { label: 'Guides', to: KEY_ROUTES.guides },
  { label: 'Service Catalog API', to: KEY_ROUTES.serviceCatalog },
  { label: 'FAQ', to: KEY_ROUTES.faq },
  { label: 'Support', to: KEY_ROUTES.support },
] as const;

/** Replaces the stock "Page Not Found" body with a way back into the docs. */
export default function NotFoundContent({ className }: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the docs were reorganised, or the link
            that brought you here has a typo.
          </p>
          <p>
            Try the search box in the navigation bar, go to the <Link to="/">home page</Link>, or pick one of
            the most visited sections:
          </p>
          <ul className={styles.sections}>
            {POPULAR_SECTIONS.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{section.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
