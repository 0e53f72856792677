import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import styles from './styles.module.css';

type Props = ComponentProps<'table'>;

/**
 * Wraps Markdown tables so a wide one scrolls inside its own region; the region joins the tab order only
 * while it actually overflows, so keyboard users can scroll it without extra tab stops on narrow tables.
 */
export default function ScrollableTable(props: Props): ReactNode {
  const regionRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return undefined;
    const measure = () => setOverflows(region.scrollWidth > region.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={regionRef}
      className={styles.region}
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': 'Scrollable table' } : {})}
    >
      <table {...props} />
    </div>
  );
}
