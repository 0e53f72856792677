import { describe, expect, it } from 'vitest';
import {
  BROWSE_SECTIONS,
  pagefindAttributes,
  sectionForRoute,
  sortSections,
} from '../../../../src/lib/search/sections';

describe('sectionForRoute', () => {
  it.each([
    ['/intro', 'Intro'],
    ['/intro/overview/intro-to-gruntwork', 'Intro'],
    ['/guides', 'Guides'],
    ['/guides/build-it-yourself/vpc/core-concepts', 'Guides'],
    ['/reference/services/intro/overview', 'Service Catalog API'],
    ['/reference/modules', 'Reference'],
    ['/faq', 'FAQ'],
    ['/faq/eks#connect-kubectl', 'FAQ'],
    ['/courses', 'Courses'],
    ['/support?x=1', 'Support'],
    ['/introduction', 'Docs'],
    ['/faqs', 'Docs'],
    ['/', 'Docs'],
  ])('puts %s in %s', (route, section) => {
    expect(sectionForRoute(route)).toBe(section);
  });
});

describe('sortSections', () => {
  it('orders sections as the navbar does, unknown ones last', () => {
    expect(sortSections(['Support', 'Zeta', 'FAQ', 'Intro', 'Alpha', 'Service Catalog API'])).toEqual([
      'Intro',
      'Service Catalog API',
      'FAQ',
      'Support',
      'Alpha',
      'Zeta',
    ]);
  });
});

describe('pagefindAttributes', () => {
  it('marks the body, the section filter and the tag metadata', () => {
    expect(
      pagefindAttributes({
        permalink: '/faq/terragrunt',
        tags: [{ label: 'Terraform' }, { label: ' Terragrunt ' }],
      }),
    ).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'section:FAQ',
      'data-pagefind-meta': 'tags:Terraform, Terragrunt',
    });
  });

  it('leaves out the tag metadata for an untagged doc', () => {
    expect(pagefindAttributes({ permalink: '/support', tags: [] })).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'section:Support',
    });
  });
});

describe('BROWSE_SECTIONS', () => {
  it('offers the main sections in navbar order, each at its landing page', () => {
    expect(BROWSE_SECTIONS).toEqual([
      { label: 'Intro course path', to: '/intro' },
      { label: 'Guides', to: '/guides' },
      { label: 'Service Catalog API', to: '/reference/services/intro/overview' },
      { label: 'FAQ', to: '/faq' },
    ]);
  });

  it('leads each link into the section it names', () => {
    expect(BROWSE_SECTIONS.map((link) => sectionForRoute(link.to))).toEqual([
      'Intro',
      'Guides',
      'Service Catalog API',
      'FAQ',
    ]);
  });
});
