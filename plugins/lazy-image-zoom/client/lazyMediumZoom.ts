/**
 * Stands in for `medium-zoom` under the image-zoom plugin: returns a zoom handle at once and loads the real
 * library only when the page has an image to zoom, so pages without images never download it.
 */
import type { Zoom, ZoomOptions } from 'medium-zoom';

type Call = (zoom: Zoom) => void;

export default function lazyMediumZoom(selector: string, options?: ZoomOptions): Partial<Zoom> {
  let real: Zoom | undefined;
  let detached = false;
  const queued: Call[] = [];
  const whenLoaded = (call: Call) => {
    if (real) call(real);
    else queued.push(call);
  };
  if (document.querySelector(selector)) {
    import('medium-zoom/dist/medium-zoom.esm.js')
      .then(({ default: mediumZoom }) => {
        if (detached) return;
        real = mediumZoom(selector, options);
        queued.splice(0).forEach((call) => call(real as Zoom));
      })
      .catch((error: unknown) =>
        console.warn('Image zoom is unavailable; images stay at their normal size.', error),
      );
  }
  const handle: Partial<Zoom> = {
    update(next) {
      whenLoaded((zoom) => zoom.update(next));
      return handle as Zoom;
    },
    detach() {
      detached = true;
      real?.detach();
      return handle as Zoom;
    },
  };
  return handle;
}
