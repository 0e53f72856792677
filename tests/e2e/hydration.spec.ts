import { expect, test } from './fixtures';
import { gotoHydrated } from './utils';
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

// Right after hydration each code block updates its word-wrap state and renders again. Its lines keep
// their props, so src/theme/CodeBlock/Line skips them; without that, every line and token rendered twice.
// React reports each commit to the DevTools hook, which a page may define before React loads.
test('after hydration, the code lines of a page of HCL are not rendered again', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const commits: { lines: number }[] = [];
    (window as { commits?: typeof commits }).commits = commits;
    // The fiber fields and the flag below are the ones React's own DevTools read.
    const countLines = (next: Fiber, previous: Fiber | null): number => {
      const className = next.memoizedProps?.className;
      const isLine = next.tag === 5 && typeof className === 'string' && className.includes('token-line');
      // A child list React did not clone was not visited in this commit.
      if (previous && next.child === previous.child) return isLine ? 1 : 0;
      let lines = isLine ? 1 : 0;
      for (let child = next.child; child; child = child.sibling) lines += countLines(child, child.alternate);
      return lines;
    };
    (window as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
        commits.push({ lines: countLines(root.current, root.current.alternate) });
      },
    };
  });
  await gotoHydrated(page, '/faq/terragrunt');
  const commits = await page.evaluate(() => (window as { commits?: { lines: number }[] }).commits ?? []);
  const [hydration, ...later] = commits;
  // The hydration itself renders every line: the page has many, so the count is a real one.
  expect(hydration?.lines).toBeGreaterThan(100);
  expect(later.length).toBeGreaterThan(0);
  expect(later.map(({ lines }) => lines)).toEqual(later.map(() => 0));
});
