import path from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';

/** How doc images zoom on click (SPEC §4, §9), given to medium-zoom. */
export interface ImageZoomOptions {
  readonly id?: string;
  /** The images that zoom. */
  readonly selector: string;
  /** The overlay colour in each colour mode. */
  readonly background: { readonly light: string; readonly dark: string };
  /** Space around the zoomed image, in px. */
  readonly margin: number;
  /** Scrolling more than this many px closes the zoom. */
  readonly scrollOffset: number;
  /** The zoom attaches this long after a page loads or changes, in ms. */
  readonly delayMs: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the plugin options as Docusaurus hands them over, naming the first one that is wrong. */
export function validateOptions({
  options,
}: OptionValidationContext<unknown, ImageZoomOptions>): ImageZoomOptions {
  const fail = (name: string, expected: string): never => {
    throw new Error(
      `image-zoom: option "${name}" must be ${expected}, got ${JSON.stringify(isRecord(options) ? options[name] : options)}`,
    );
  };
  if (!isRecord(options)) return fail('options', 'an object');
  const { selector, background, margin, scrollOffset, delayMs } = options;
  if (typeof selector !== 'string' || selector === '') fail('selector', 'a CSS selector');
  if (!isRecord(background) || typeof background.light !== 'string' || typeof background.dark !== 'string') {
    fail('background', 'an object with light and dark colours');
  }
  for (const [name, value] of Object.entries({ margin, scrollOffset, delayMs })) {
    if (typeof value !== 'number' || value < 0) fail(name, 'a number of 0 or more');
  }
  // Docusaurus keys a plugin's data by its id, which its own validation would default.
  return {
    ...(options as unknown as ImageZoomOptions),
    id: typeof options.id === 'string' ? options.id : 'default',
  };
}

/**
 * Doc images zoom on click with medium-zoom, which a page downloads only when it has such an image:
 * `client/index.ts` attaches it after each page load and route change.
 */
export default function imageZoom(context: LoadContext, validated: unknown): Plugin {
  // Docusaurus passes the options through validateOptions first.
  const options = validated as ImageZoomOptions;
  return {
    name: 'image-zoom',
    getClientModules() {
      return [path.join(context.siteDir, 'plugins', 'image-zoom', 'client', 'index.ts')];
    },
    contentLoaded({ actions }) {
      actions.setGlobalData(options);
    },
  };
}
