import { createElement, type ComponentType, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Props as VisibilityProps } from '@theme/ContentVisibility';
import { onDemand } from '../../../src/components/OnDemand';

// The theme parts behind the wrappers, replaced by markers: what matters is whether a wrapper renders
// the original, and with which props.
vi.mock('@theme/ContentVisibility/Unlisted', () => ({ default: () => 'unlisted notice' }));
vi.mock('@theme/ContentVisibility/Draft', () => ({ default: () => 'draft notice' }));
vi.mock('@theme-original/DocVersionBanner', () => ({
  default: ({ className }: { className?: string }) => `banner ${className ?? ''}`,
}));
vi.mock('@theme-original/DocVersionBadge', () => ({ default: () => 'badge' }));
const version = { banner: null as string | null, badge: false };
vi.mock('@docusaurus/plugin-content-docs/client', () => ({ useDocsVersion: () => version }));

/** Server-renders an element and waits for everything it suspends on, as the site's build does. */
async function render(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // React marks Suspense boundaries and text breaks with comments.
  return html.replace(/<!--.*?-->/g, '');
}

describe('onDemand', () => {
  it('fetches the code the first time it renders, and renders what it loads', async () => {
    const load = vi.fn(() => Promise.resolve({ default: ({ name }: { name: string }) => `hello ${name}` }));
    const Greeting = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    expect(await render(createElement(Greeting, { name: 'reader' }))).toBe('hello reader');
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('ContentVisibility', () => {
  it.each([
    [false, {}, ''],
    [true, {}, 'unlisted notice'],
    [false, { unlisted: true }, 'unlisted notice'],
    [false, { draft: true }, 'draft notice'],
    [true, { draft: true }, 'unlisted noticedraft notice'],
  ])(
    'renders what the theme renders (unlisted %s, front matter %o)',
    async (unlisted, frontMatter, shown) => {
      const { default: Theme } = await import('@theme-original/ContentVisibility');
      const { default: Wrapper } = await import('../../../src/theme/ContentVisibility');
      const props = { metadata: { unlisted, frontMatter } } as unknown as VisibilityProps;
      expect(await render(createElement(Theme, props))).toBe(shown);
      expect(await render(createElement(Wrapper, props))).toBe(shown);
    },
  );
});

describe('DocVersionBanner and DocVersionBadge', () => {
  beforeEach(() => {
    version.banner = null;
    version.badge = false;
  });

  it('render nothing, and fetch nothing, for a version without banner and badge', async () => {
    const { default: Banner } = await import('../../../src/theme/DocVersionBanner');
    const { default: Badge } = await import('../../../src/theme/DocVersionBadge');
    expect(await render(createElement(Banner as ComponentType))).toBe('');
    expect(await render(createElement(Badge as ComponentType))).toBe('');
  });

  it("render the theme's banner and badge, with their props, for a version that has them", async () => {
    version.banner = 'unmaintained';
    version.badge = true;
    const { default: Banner } = await import('../../../src/theme/DocVersionBanner');
    const { default: Badge } = await import('../../../src/theme/DocVersionBadge');
    expect(await render(createElement(Banner, { className: 'top' }))).toBe('banner top');
    expect(await render(createElement(Badge as ComponentType))).toBe('badge');
  });
});
