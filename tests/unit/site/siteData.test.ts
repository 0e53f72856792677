import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { load as loadYaml } from 'js-yaml';
import sidebars from '../../../sidebars';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const readLines = (file: string): string[] =>
  readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const specRoutes = readLines('tests/fixtures/spec-routes.txt');
const requiredRoutes = readLines('tests/fixtures/required-routes.txt');
const tags = loadYaml(readFileSync(path.join(root, 'docs/tags.yml'), 'utf8')) as Record<
  string,
  { label: string; permalink: string; description: string }
>;

const SPEC_SIDEBARS = [
  'faqSidebars',
  'guidesSidebar',
  'complianceSidebar',
  'kubernetesSidebar',
  'landingZoneSidebar',
  'pipelineSidebar',
  'vpcSidebar',
  'productionFrameworkSidebar',
  'refarchUsageSidebar',
  'cis130',
  'cis140',
  'dryRefArch',
  'terraformServiceProviderV3',
  'terraform11',
  'terraform1x',
  'terraform12',
  'terraform13',
  'terraform14',
  'terraform15',
  'introSidebar',
  'referenceSidebar',
  'modulesSidebar',
  'servicesSidebar',
  'toolsSidebar',
];

describe('tags file', () => {
  it('defines exactly the tags whose pages the spec routes list', () => {
    const specTagSlugs = specRoutes
      .filter((r) => r.startsWith('/tags/'))
      .map((r) => r.slice('/tags/'.length));
    expect(Object.keys(tags).sort()).toEqual(specTagSlugs.sort());
    expect(Object.keys(tags)).toHaveLength(59);
  });

  it('pins each permalink to the tag key and gives every tag a label and description', () => {
    for (const [key, tag] of Object.entries(tags)) {
      expect(tag.permalink).toBe(`/${key}`);
      expect(tag.label.length).toBeGreaterThan(0);
      expect(tag.description.length).toBeGreaterThan(10);
    }
  });
});

describe('required routes', () => {
  it('lists each route once, each a route of the spec or a page below one', () => {
    expect(new Set(requiredRoutes).size).toBe(requiredRoutes.length);
    for (const route of requiredRoutes) {
      expect(
        specRoutes.some((spec) => route === spec || (spec !== '/' && route.startsWith(`${spec}/`))),
        route,
      ).toBe(true);
    }
  });
});

describe('sidebars', () => {
  it('declares exactly the 24 sidebars of the spec', () => {
    expect(Object.keys(sidebars).sort()).toEqual([...SPEC_SIDEBARS].sort());
  });
});
