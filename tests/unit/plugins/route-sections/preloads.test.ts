import { describe, expect, it } from 'vitest';
import { readRoutes } from '@site/plugins/route-sections/codegen';
import { addScriptPreloads, chunkGroupFiles, pageScripts } from '@site/plugins/route-sections/preloads';

// routes.js as Docusaurus writes it: a docs layout with a page, beside a top-level page and the 404 route.
const ROUTES = readRoutes(`import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  { path: '/search', component: ComponentCreator('/search', 'a1'), exact: true },
  {
    path: '/',
    component: ComponentCreator('/', 'b2'),
    routes: [
      { path: '/faq/eks', component: ComponentCreator('/faq/eks', 'c3'), exact: true, sidebar: 'faq' },
      { path: '/support', component: ComponentCreator('/support', 'd4'), exact: true },
    ],
  },
  { path: '*', component: ComponentCreator('*') },
];
`);

const CHUNK_NAMES = {
  '/search-a1': { __comp: 'search' },
  '/-b2': { __comp: 'layout', __props: 'version' },
  '/faq/eks-c3': { __comp: 'doc', content: 'eks' },
  '/support-d4': { __comp: 'doc', content: 'support' },
};

const FILES = new Map([
  ['search', ['assets/js/1.js']],
  ['layout', ['assets/js/2.js']],
  ['version', ['assets/js/3.js']],
  ['doc', ['assets/js/4.js', 'assets/js/5.js']],
  ['eks', ['assets/js/5.js', 'assets/js/6.js']],
  ['support', ['assets/js/7.js']],
  ['route-section-0', ['assets/js/8.js']],
]);

const input = {
  routes: ROUTES,
  chunkNames: CHUNK_NAMES,
  sectionChunkOfPage: new Map([['/faq/eks', 'route-section-0']]),
  files: FILES,
};

describe('pageScripts', () => {
  it("lists the chunks of every route matching the page, then its section's, each file once", () => {
    expect(pageScripts('/faq/eks', input)).toEqual([
      'assets/js/2.js',
      'assets/js/3.js',
      'assets/js/4.js',
      'assets/js/5.js',
      'assets/js/6.js',
      'assets/js/8.js',
    ]);
  });

  it('lists no section for a page the main tables keep, and only the layouts for an unknown path', () => {
    expect(pageScripts('/support/', input)).toEqual([
      'assets/js/2.js',
      'assets/js/3.js',
      'assets/js/4.js',
      'assets/js/5.js',
      'assets/js/7.js',
    ]);
    expect(pageScripts('/search', input)).toEqual(['assets/js/1.js']);
    // The router loads the same layouts for it before it shows the 404 page.
    expect(pageScripts('/404.html', input)).toEqual(['assets/js/2.js', 'assets/js/3.js']);
  });
});

describe('chunkGroupFiles', () => {
  it("keeps each named group's JavaScript files, whichever way the stats spell assets", () => {
    const files = chunkGroupFiles({
      namedChunkGroups: {
        doc: { assets: [{ name: 'assets/js/4.js' }, { name: 'assets/css/4.css' }] },
        eks: { assets: ['assets/js/6.js'] },
        empty: {},
      },
    });
    expect(Object.fromEntries(files)).toEqual({
      doc: ['assets/js/4.js'],
      eks: ['assets/js/6.js'],
      empty: [],
    });
  });
});

describe('addScriptPreloads', () => {
  const head =
    '<head><link rel=preload href=/assets/js/runtime~main.0b2d3f54.js as=script fetchpriority=low />' +
    '<link rel=preload href=/assets/js/main.fdd26164.js as=script fetchpriority=low /><title>x</title></head>';

  it("puts the preloads, in the template the loader adds after the first paint, after the main bundle's", () => {
    expect(addScriptPreloads(head, ['/assets/js/8.js'], '/faq/eks')).toBe(
      '<head><link rel=preload href=/assets/js/runtime~main.0b2d3f54.js as=script fetchpriority=low />' +
        '<link rel=preload href=/assets/js/main.fdd26164.js as=script fetchpriority=low />' +
        '<template id="after-paint-preloads">' +
        '<link rel="preload" href="/assets/js/8.js" as="script" fetchpriority="low"></template><title>x</title></head>',
    );
  });

  it('fails when the page template no longer preloads the main bundle', () => {
    expect(() => addScriptPreloads('<head><title>x</title></head>', ['/a.js'], '/faq/eks')).toThrow(
      /no main bundle preload in \/faq\/eks/,
    );
  });
});
