import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { BRAND } from '@site/src/lib/brand';
import { SEARCH_MESSAGES } from '@site/src/lib/search/messages';
import { BROWSE_SECTIONS } from '@site/src/lib/search/sections';
import styles from './styles.module.css';

type Props = {
  /** Tips for a search that found nothing, rather than the empty-box introduction. */
  readonly afterNoResults: boolean;
};

/** Ways forward when there is nothing to show: search tips and the main sections. */
export default function SearchSuggestions({ afterNoResults }: Props): ReactNode {
  return (
    <div className={styles.suggestions}>
      {afterNoResults ? (
        <ul>
          <li>Check the spelling of tool and service names.</li>
          <li>Use fewer or more general words, for example “terragrunt” instead of a full error message.</li>
          <li>
            Ask in the <Link to={BRAND.knowledgeBaseUrl}>Knowledge Base</Link>, where {BRAND.companyName}{' '}
            engineers answer questions.
          </li>
        </ul>
      ) : (
        <p>
          {SEARCH_MESSAGES.scope} On any page, press <kbd>/</kbd> or <kbd>Ctrl</kbd> <kbd>K</kbd> to search
          from the navigation bar.
        </p>
      )}
      <p className={styles.browse}>Or browse a section:</p>
      <ul className={styles.sections}>
        {BROWSE_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link to={section.to}>{section.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
