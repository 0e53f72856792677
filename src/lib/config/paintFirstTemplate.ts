/**
 * The page template (Docusaurus's documented `ssrTemplate`), changed so the browser paints the
 * server-rendered page before it runs the site's scripts.
 *
 * Docusaurus puts its scripts in <head> with `defer`. On a fast connection they arrive before the first
 * frame, and the browser runs them (about 50 ms of script, 200 ms on a mid-range phone) before it paints
 * anything: the reader waits for JavaScript to see HTML that was already there. Lighthouse's simulation
 * then counts the whole main bundle as needed for the largest paint (2.5 s instead of 1.6 s on the FAQ
 * page in its mobile run). Here the scripts are preloaded from <head> at the same low priority, and a
 * small script at the end of <body> adds them, in order, once the first contentful paint is on screen.
 */

/** The scripts block of the installed Docusaurus template: each script deferred, in <head>. */
export const DEFERRED_SCRIPTS = `    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
`;

/** The end of the template's <body>, after which the scripts are added. */
export const BODY_END = `    <%~ it.postBodyTags %>
  </body>`;

/**
 * The id of a `<template>` of preload links that the loader puts into <head> as it adds the scripts:
 * plugins/route-sections writes there the route chunks each page loads before it renders, so they load
 * beside the main bundle but, like it, only after the first paint.
 */
export const AFTER_PAINT_PRELOADS_ID = 'after-paint-preloads';

/** The longest the scripts wait for the first paint. */
export const FALLBACK_MS = 1000;

const PRELOADED_SCRIPTS = `    <% it.scripts.forEach((script) => { %>
      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low" />
    <% }); %>
`;

/** SPEC §8: the banner's title when the scripts of the home page do not load (a wrong base URL). */
export const BASE_URL_BANNER_TITLE = 'Your Docusaurus site did not load properly.';

/**
 * Adds the scripts `urls` in order (`async = false` keeps the order of added scripts), and the preload
 * links of the page's `AFTER_PAINT_PRELOADS_ID` template if it has one, once the first contentful paint
 * is on screen, as the Paint Timing API reports it. A hidden tab paints nothing, so it gets them at once;
 * a browser without paint timing (no observer, or one that does not report paint entries), after the
 * next frame; and every browser within `FALLBACK_MS` at the latest, whatever happens to the paint.
 *
 * It also shows the base-URL banner, which Docusaurus's own (`baseUrlIssueBanner`, off) cannot: that one
 * checks at DOMContentLoaded whether the scripts ran, and they now run later. Here the banner appears
 * when a script fails to load on the home page (its canonical URL is the base URL, wherever it is
 * served from), with the page's own path as the base URL to try.
 */
export const SCRIPT_LOADER = `(function (urls, baseUrl) {
  var loaded = false;
  var bannerShown = false;
  function showBaseUrlBanner() {
    var canonical = document.querySelector('link[rel="canonical"]');
    if (bannerShown || !canonical || new URL(canonical.href).pathname !== baseUrl) return;
    bannerShown = true;
    var path = location.pathname;
    var banner = document.createElement('div');
    banner.setAttribute('role', 'alert');
    banner.style.cssText = 'margin:20px;padding:20px;border:4px solid #b00020;background:#fff3e0;color:#1c1e21;font:18px/1.5 system-ui,sans-serif';
    [
      ['${BASE_URL_BANNER_TITLE}', 'font-weight:bold;font-size:26px'],
      ['Its scripts did not load. A common cause is a baseUrl in docusaurus.config.ts that does not match where the site is served. Configured baseUrl = ' + baseUrl, ''],
      ['We suggest trying baseUrl = ' + (path.slice(-1) === '/' ? path : path + '/'), 'font-weight:bold']
    ].forEach(function (line) {
      var paragraph = document.createElement('p');
      paragraph.textContent = line[0];
      paragraph.style.cssText = line[1];
      banner.appendChild(paragraph);
    });
    document.body.prepend(banner);
  }
  function load() {
    if (loaded) return;
    loaded = true;
    var preloads = document.getElementById('${AFTER_PAINT_PRELOADS_ID}');
    if (preloads) document.head.appendChild(preloads.content.cloneNode(true));
    urls.forEach(function (url) {
      var script = document.createElement('script');
      script.src = url;
      script.async = false;
      script.onerror = showBaseUrlBanner;
      document.head.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden') return load();
  setTimeout(load, ${FALLBACK_MS});
  var entryTypes = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes;
  if (entryTypes && entryTypes.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(load, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () { setTimeout(load, 0); });
  }
})`;

const SCRIPTS_AFTER_PAINT = `    <%~ it.postBodyTags %>
    <script>${SCRIPT_LOADER}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>, <%~ JSON.stringify(it.baseUrl) %>)</script>
  </body>`;

/**
 * The installed Docusaurus template with its scripts run after the first paint. Throws, naming what is
 * missing, when an upgrade changes the parts it replaces, so the build stops instead of shipping a page
 * without scripts.
 */
export function paintFirstTemplate(defaultTemplate: string): string {
  for (const [name, part] of [
    ['deferred scripts block', DEFERRED_SCRIPTS],
    ['end of <body>', BODY_END],
  ] as const) {
    const count = defaultTemplate.split(part).length - 1;
    if (count !== 1) {
      throw new Error(
        `paintFirstTemplate: expected the ${name} once in Docusaurus's page template ` +
          `(@docusaurus/core/lib/ssg/ssgTemplate.html.js), found it ${count} times. ` +
          'Review src/lib/config/paintFirstTemplate.ts against the new template.',
      );
    }
  }
  return defaultTemplate.replace(DEFERRED_SCRIPTS, PRELOADED_SCRIPTS).replace(BODY_END, SCRIPTS_AFTER_PAINT);
}
