import { expect, test } from './fixtures';
import { findAddedScript, gotoHydrated, recordAddedScripts, withColorMode } from './utils';
import { PAGE_TYPES } from './siteLib';

// Work a page is spared while it hydrates, on the page types of the speed targets (issue 13).

// The first collation on a page builds an ICU collator: about 40 ms of main thread on a throttled phone.
// plugins/collator-free-memo takes away the one the theme's code blocks did while hydrating.
for (const { name, route } of PAGE_TYPES) {
  test(`${name}: loading and hydrating builds no collator`, async ({ page }) => {
    await page.addInitScript(() => {
      const collations: string[] = [];
      (window as { collations?: string[] }).collations = collations;
      const note = (what: string) => {
        if (document.documentElement.dataset.hasHydrated !== 'true') collations.push(what);
      };
      const { localeCompare } = String.prototype;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
        note(`localeCompare: ${new Error().stack ?? ''}`);
        return localeCompare.apply(this, args);
      };
      Intl.Collator = new Proxy(Intl.Collator, {
        construct(target, args: ConstructorParameters<typeof Intl.Collator>) {
          note(`new Intl.Collator: ${new Error().stack ?? ''}`);
          return new target(...args);
        },
      });
    });
    await gotoHydrated(page, route);
    expect(await page.evaluate(() => (window as { collations?: string[] }).collations)).toEqual([]);
  });
}

interface Fiber {
  readonly tag: number;
  readonly type: unknown;
  readonly memoizedProps: { className?: unknown } | null;
  readonly child: Fiber | null;
  readonly sibling: Fiber | null;
  readonly alternate: Fiber | null;
}

// A code line's tokens are markup inside one element (src/theme/CodeBlock/Line), so hydration does not walk a
// component per token. Right after hydration each code block updates its word-wrap state and renders
// again; its lines keep their props and are skipped, in either colour mode (one code theme for both:
// plugins/hydrate-once). When Prism arrives (plugins/lean-prism: a hovered link to code fetches it), lines
// hydrated from the server's highlighting are not rendered again with its tokens. Without all this,
// hydration walked every token, and every line and token rendered twice or three times.
// React reports each commit to the DevTools hook, which a page may define before React loads.
for (const mode of ['light', 'dark'] as const) {
  test(`${mode} mode: hydration walks no code tokens, and the code lines of a page of HCL are not rendered again`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      interface Count {
        lines: number;
        tokens: number;
      }
      const commits: Count[] = [];
      (window as { commits?: typeof commits }).commits = commits;
      // The fiber fields and the flag below are the ones React's own DevTools read.
      const count = (next: Fiber, previous: Fiber | null, total: Count): Count => {
        const className = next.memoizedProps?.className;
        if (next.tag === 5 && typeof className === 'string') {
          if (className.split(' ').includes('token-line')) total.lines += 1;
          if (className.split(' ').includes('token')) total.tokens += 1;
        }
        // A child list React did not clone was not visited in this commit.
        if (previous && next.child === previous.child) return total;
        for (let child = next.child; child; child = child.sibling) count(child, child.alternate, total);
        return total;
      };
      (window as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
          commits.push(count(root.current, root.current.alternate, { lines: 0, tokens: 0 }));
        },
      };
    });
    await gotoHydrated(page, withColorMode('/faq/terragrunt', mode));
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await page.locator('a.pagination-nav__link--next').hover();
    // Prism's core puts itself on the window, with the site's languages once they are registered.
    await page.waitForFunction(
      () => (window as { Prism?: { languages?: { hcl?: object } } }).Prism?.languages?.hcl,
    );
    // Renders Prism's arrival would cause come in the frames after it.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const commits = await page.evaluate(
      () => (window as { commits?: { lines: number; tokens: number }[] }).commits ?? [],
    );
    const [hydration, ...later] = commits;
    // The hydration itself walks every line: the page has many, so the count is a real one.
    expect(hydration?.lines).toBeGreaterThan(100);
    expect(hydration?.tokens).toBe(0);
    await expect(page.locator('.token-line .token').first()).toBeVisible();
    expect(later.length).toBeGreaterThan(0);
    expect(later.map(({ lines, tokens }) => lines + tokens)).toEqual(later.map(() => 0));
  });
}

// The progress bar's code (nprogress) is fetched in an idle moment so that it is there for the first
// navigation. On a busy phone an idle moment can come while the page is still hydrating, so it waits for
// Docusaurus's hydration mark first (plugins/route-loading/client/progressBar.ts).
test('the progress bar code is fetched once the page has hydrated, not while it hydrates', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // The mark goes through Helmet, which writes the head in an animation frame. Later frames make the race
    // on a busy phone happen every time: idle moments come between React's hydration and the mark.
    const nextFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => window.setTimeout(() => nextFrame(callback), 300);
  });
  await recordAddedScripts(page);
  await gotoHydrated(page, '/intro/overview/intro-to-gruntwork');
  // A key of nprogress's own settings, which only its chunk holds.
  await expect
    .poll(() => findAddedScript(page, (body) => body.includes('barSelector')))
    .toMatchObject({ afterHydration: true });
});
