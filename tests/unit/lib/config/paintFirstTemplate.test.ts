import { runInNewContext } from 'node:vm';
import defaultPageTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import { compileSSGTemplate } from '@docusaurus/core/lib/ssg/ssgTemplate';
import { describe, expect, it } from 'vitest';
import {
  BASE_URL_BANNER_TITLE,
  DEFERRED_SCRIPTS,
  FALLBACK_MS,
  SCRIPT_LOADER,
  AFTER_PAINT_PRELOADS_ID,
  paintFirstTemplate,
} from '../../../../src/lib/config/paintFirstTemplate';

const SCRIPTS = ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'];
const URLS = SCRIPTS.map((script) => `/${script}`);

async function renderPage(template: string): Promise<string> {
  const render = await compileSSGTemplate(template);
  return render({
    appHtml: '<main>Page</main>',
    baseUrl: '/',
    htmlAttributes: 'lang="en"',
    bodyAttributes: '',
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: [],
    scripts: SCRIPTS,
    stylesheets: ['assets/css/styles.css'],
    noIndex: false,
    version: '3',
  });
}

describe('paintFirstTemplate', () => {
  it("changes only the scripts of the installed Docusaurus template: preloaded in <head>, added from <body>'s end", async () => {
    const before = await renderPage(defaultPageTemplate);
    const after = await renderPage(paintFirstTemplate(defaultPageTemplate));
    expect(before).toContain('<script src="/assets/js/main.2.js" defer></script>');
    expect(after).not.toMatch(/<script src=/);
    const head = after.slice(0, after.indexOf('</head>'));
    expect(
      [...head.matchAll(/<link rel="preload" href="([^"]+)" as="script" fetchpriority="low" \/>/g)].map(
        (m) => m[1],
      ),
    ).toEqual(URLS);
    expect(after).toContain(`${JSON.stringify(URLS)}, "/")</script>\n</body>`);
    const withoutScripts = (html: string) =>
      html.replace(/<script[\s\S]*?<\/script>|<link rel="preload"[^>]*>/g, '').replace(/\n+/g, '\n');
    expect(withoutScripts(after)).toBe(withoutScripts(before));
  });

  it('stops the build when an upgrade changes the part it replaces', () => {
    const changed = defaultPageTemplate.replace(
      DEFERRED_SCRIPTS,
      DEFERRED_SCRIPTS.replace(' defer', ' async'),
    );
    expect(() => paintFirstTemplate(changed)).toThrow(/deferred scripts block once .* found it 0 times/);
  });
});

interface FakeElement {
  tagName: string;
  src?: string;
  async?: boolean;
  textContent?: string;
  onerror?: () => void;
  readonly style: { cssText: string };
  readonly children: FakeElement[];
  setAttribute(name: string, value: string): void;
  appendChild(child: FakeElement): void;
}

interface LoaderWorld {
  /** The scripts added to <head>, in order. */
  readonly added: FakeElement[];
  /** What was put at the top of <body>. */
  readonly banners: FakeElement[];
  /** Runs the callbacks waiting on a timer of this delay, or on an animation frame. */
  fire(kind: number | 'frame'): void;
  /** Reports paint entries to the paint observer. */
  paint(...names: string[]): void;
}

function runLoader(options: {
  readonly hidden?: boolean;
  /** `none`: no PerformanceObserver; `no-paint`: an observer that reports no paint entries. */
  readonly paintTiming?: 'none' | 'no-paint';
  readonly canonicalPath?: string;
  readonly path?: string;
  /** The page's template of preloads for after the paint. */
  readonly afterPaintPreloads?: FakeElement;
}): LoaderWorld {
  const added: FakeElement[] = [];
  const banners: FakeElement[] = [];
  const waiting: { kind: number | 'frame'; run: () => void }[] = [];
  let paintCallback: ((list: unknown, observer: unknown) => void) | undefined;
  const element = (tagName: string): FakeElement => ({
    tagName,
    style: { cssText: '' },
    children: [],
    setAttribute() {},
    appendChild(child) {
      this.children.push(child);
    },
  });
  const context = {
    URL,
    location: { pathname: options.path ?? '/' },
    document: {
      visibilityState: options.hidden ? 'hidden' : 'visible',
      createElement: element,
      head: { appendChild: (child: FakeElement) => added.push(child) },
      getElementById: (id: string) =>
        id === AFTER_PAINT_PRELOADS_ID && options.afterPaintPreloads
          ? { content: { cloneNode: () => options.afterPaintPreloads } }
          : null,
      body: { prepend: (child: FakeElement) => banners.push(child) },
      querySelector: () =>
        options.canonicalPath === undefined
          ? null
          : { href: `https://docs.example.com${options.canonicalPath}` },
    },
    setTimeout: (run: () => void, delay: number) => waiting.push({ kind: delay, run }),
    requestAnimationFrame: (run: () => void) => waiting.push({ kind: 'frame', run }),
    PerformanceObserver:
      options.paintTiming === 'none'
        ? undefined
        : class {
            static readonly supportedEntryTypes =
              options.paintTiming === 'no-paint' ? ['mark'] : ['mark', 'paint'];
            constructor(callback: (list: unknown, observer: unknown) => void) {
              paintCallback = callback;
            }
            observe() {}
            disconnect() {
              paintCallback = undefined;
            }
          },
  };
  runInNewContext(`(${SCRIPT_LOADER})(${JSON.stringify(URLS)}, "/")`, context);
  return {
    added,
    banners,
    fire(kind) {
      const due = waiting.filter((entry) => entry.kind === kind);
      waiting.splice(0, waiting.length, ...waiting.filter((entry) => entry.kind !== kind));
      due.forEach((entry) => entry.run());
    },
    paint(...names) {
      const list = { getEntriesByName: (name: string) => names.filter((entry) => entry === name) };
      paintCallback?.(list, { disconnect: () => (paintCallback = undefined) });
    },
  };
}

describe('the script loader', () => {
  it('adds the scripts in order, not async, once the first contentful paint has been reported', () => {
    const world = runLoader({});
    world.paint('first-paint');
    world.fire(0);
    expect(world.added).toEqual([]);
    world.paint('first-contentful-paint');
    expect(world.added).toEqual([]);
    world.fire(0);
    expect(world.added.map((script) => [script.src, script.async])).toEqual([
      [URLS[0], false],
      [URLS[1], false],
    ]);
  });

  it("puts the page's after-paint preloads into <head> with the scripts, not before", () => {
    const preloads = {
      tagName: '#document-fragment',
      style: { cssText: '' },
      children: [],
    } as unknown as FakeElement;
    const world = runLoader({ afterPaintPreloads: preloads });
    expect(world.added).toEqual([]);
    world.paint('first-contentful-paint');
    world.fire(0);
    expect(world.added.map((element) => element.tagName)).toEqual(['#document-fragment', 'script', 'script']);
    expect(world.added[0]).toBe(preloads);
  });

  it('adds them once only, when the fallback timer also fires', () => {
    const world = runLoader({});
    world.paint('first-contentful-paint');
    world.fire(0);
    world.fire(FALLBACK_MS);
    expect(world.added).toHaveLength(2);
  });

  it('adds them after the fallback delay when no paint is reported', () => {
    const world = runLoader({});
    world.fire(FALLBACK_MS);
    expect(world.added).toHaveLength(2);
  });

  it('adds them at once in a hidden tab, which paints nothing', () => {
    expect(runLoader({ hidden: true }).added).toHaveLength(2);
  });

  it.each(['none', 'no-paint'] as const)(
    'waits for the next frame in a browser without paint timing (%s)',
    (paintTiming) => {
      const world = runLoader({ paintTiming });
      world.fire('frame');
      expect(world.added).toEqual([]);
      world.fire(0);
      expect(world.added).toHaveLength(2);
    },
  );

  it('shows the base-URL banner, once, when a script of the home page fails to load', () => {
    const world = runLoader({ hidden: true, canonicalPath: '/', path: '/docs' });
    world.added.forEach((script) => script.onerror?.());
    expect(world.banners).toHaveLength(1);
    const lines = world.banners[0]?.children.map((line) => line.textContent);
    expect(lines?.[0]).toBe(BASE_URL_BANNER_TITLE);
    expect(lines?.at(-1)).toBe('We suggest trying baseUrl = /docs/');
  });

  it('shows no banner when a script of another page fails to load', () => {
    const world = runLoader({ hidden: true, canonicalPath: '/faq', path: '/faq' });
    world.added[1]?.onerror?.();
    expect(world.banners).toEqual([]);
  });
});
