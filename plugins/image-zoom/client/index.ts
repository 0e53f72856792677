import globalData from '@generated/globalData';
import type { ClientModule } from '@docusaurus/types';
import type { Zoom } from 'medium-zoom';
import type { ImageZoomOptions } from '../index';

const options = (globalData['image-zoom'] as Record<string, ImageZoomOptions> | undefined)?.default;
let zoom: Zoom | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

const background = (settings: ImageZoomOptions): string =>
  document.documentElement.dataset.theme === 'dark' ? settings.background.dark : settings.background.light;

/** Attaches medium-zoom to the page's images, loading it only when the page has one. */
function attach(settings: ImageZoomOptions): void {
  zoom?.detach();
  zoom = undefined;
  if (!document.querySelector(settings.selector)) return;
  import('medium-zoom').then(
    ({ default: mediumZoom }) => {
      zoom?.detach();
      zoom = mediumZoom(settings.selector, {
        background: background(settings),
        margin: settings.margin,
        scrollOffset: settings.scrollOffset,
      });
    },
    (error: unknown) => console.warn('Image zoom is unavailable; images stay at their normal size.', error),
  );
}

if (options && typeof document !== 'undefined') {
  // The overlay follows the colour mode while the reader switches it.
  new MutationObserver(() => zoom?.update({ background: background(options) })).observe(
    document.documentElement,
    { attributes: true, attributeFilter: ['data-theme'] },
  );
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (!options) return;
    clearTimeout(timer);
    timer = setTimeout(() => attach(options), options.delayMs);
  },
};

export default clientModule;
