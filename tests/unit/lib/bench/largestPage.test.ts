import { describe, expect, it } from 'vitest';
import { isUnder, largestPageUnder, routeOfHtmlFile } from '../../../../src/lib/bench/largestPage';

describe('routeOfHtmlFile', () => {
  it.each([
    ['index.html', '/'],
    ['faq/eks/index.html', '/faq/eks'],
    ['404.html', '/404.html'],
  ])('serves %s at %s', (file, route) => {
    expect(routeOfHtmlFile(file)).toBe(route);
  });
});

describe('isUnder', () => {
  it.each([
    ['/reference/services/networking/vpc', 'reference/services', true],
    ['/reference/services', 'reference/services', false],
    ['/reference/servicesx/vpc', 'reference/services', false],
    [
      '/guides/build-it-yourself/pipelines/deployment-walkthrough/roles',
      'guides/build-it-yourself/*/deployment-walkthrough',
      true,
    ],
    [
      '/guides/build-it-yourself/pipelines/core-concepts/roles',
      'guides/build-it-yourself/*/deployment-walkthrough',
      false,
    ],
  ])('places %s under %s: %s', (route, folder, expected) => {
    expect(isUnder(route, folder)).toBe(expected);
  });
});

describe('largestPageUnder', () => {
  const pages = [
    { route: '/reference/services/a', htmlBytes: 10 },
    { route: '/reference/services/b', htmlBytes: 30 },
    { route: '/faq/big', htmlBytes: 99 },
  ];

  it('finds the heaviest page below the folder', () => {
    expect(largestPageUnder(pages, 'reference/services')).toEqual({
      route: '/reference/services/b',
      htmlBytes: 30,
    });
  });

  it('is undefined for a folder without pages', () => {
    expect(largestPageUnder(pages, 'guides')).toBeUndefined();
  });
});
