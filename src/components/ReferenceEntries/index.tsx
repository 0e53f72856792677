import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { entriesOnServer, loadEntries } from '@reference-entries/source';
import type { EntrySection } from '@site/src/lib/reference/entryHtml';
import './styles.css';

type Props =
  | {
      /** The page's published entries, `<category>/<service>` (catalog pages). */
      readonly page: string;
      readonly section: EntrySection;
    }
  | {
      /** The entries' markup itself (a module rendered outside the catalog). */
      readonly html: string;
    };

type Status = 'shown' | 'loading' | 'failed';

const ENTRY_ID = /<h4 [^>]*\bid="((?:input|output)-[^"]+)"/g;

/** Scrolls to the hash target once entries that contain it have been inserted. */
function revealHashTarget(container: HTMLElement): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return;
  const target = document.getElementById(id);
  if (target && container.contains(target)) target.scrollIntoView();
}

/**
 * A module's inputs or outputs as static markup generated at build time (one element to hydrate, not a
 * component per entry). A page served from the server has the markup in its HTML and keeps it: the
 * browser never downloads it again. After client-side navigation, the markup is fetched as the page's own
 * chunk, with a status while it loads and a retry if it fails.
 */
export default function ReferenceEntries(props: Props): ReactNode {
  const page = 'page' in props ? props.page : undefined;
  const section = 'page' in props ? props.section : undefined;
  const inline = 'html' in props ? props.html : undefined;
  const [html, setHtml] = useState<string | undefined>(() =>
    page && section ? entriesOnServer(page)?.[section] : inline,
  );
  const [status, setStatus] = useState<Status>('shown');
  const containerRef = useRef<HTMLDivElement>(null);

  // The anchors live in a string, out of sight of the build's broken-anchor check: declare them to it, so
  // links to `#input-<name>` from other pages are checked like links to any heading.
  const brokenLinks = useBrokenLinks();
  if (!ExecutionEnvironment.canUseDOM) {
    for (const match of (html ?? '').matchAll(ENTRY_ID)) if (match[1]) brokenLinks.collectAnchor(match[1]);
  }

  const load = useCallback(() => {
    if (!page || !section) return;
    setStatus('loading');
    loadEntries(page)
      .then((entries) => {
        setHtml(entries[section]);
        setStatus('shown');
      })
      .catch((error: unknown) => {
        console.warn(`Could not load the reference entries of ${page}:`, error);
        setStatus('failed');
      });
  }, [page, section]);

  useEffect(() => {
    // Markup from the server survives hydration (see suppressHydrationWarning below): nothing to fetch.
    if (html === undefined && !containerRef.current?.hasChildNodes()) load();
  }, [html, load]);

  useEffect(() => {
    if (html && containerRef.current) revealHashTarget(containerRef.current);
  }, [html]);

  return (
    <>
      {/* On hydration the browser has no markup to pass; React keeps the server's children as they are. */}
      <div
        ref={containerRef}
        className="ref-entries"
        dangerouslySetInnerHTML={{ __html: html ?? '' }}
        suppressHydrationWarning
      />
      {status === 'loading' && (
        <p className="ref-entries-status" role="status">
          Loading the entries…
        </p>
      )}
      {status === 'failed' && (
        <p className="ref-entries-status" role="alert">
          The entries could not be loaded; check your connection.{' '}
          <button type="button" className="button button--sm button--secondary" onClick={load}>
            Retry
          </button>
        </p>
      )}
    </>
  );
}
