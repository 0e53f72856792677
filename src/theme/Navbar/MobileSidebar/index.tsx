import { useState, type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

/**
 * The phone menu, rendered the first time it opens rather than right after hydration. The theme mounts it,
 * closed and off screen, on every page load on a phone: the navbar items and, on a doc page, the docs
 * sidebar again (on the longest guide page 210 components and 101 elements after hydration). Once opened it stays mounted, so later
 * openings are as before; `src/css/custom.css` starts the first opening from the closed position, so it
 * slides in like the others.
 */
export default function MobileSidebarOnceOpened(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  // Updated while rendering, the way React documents for state that follows props: React renders again at
  // once, before committing anything.
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}
