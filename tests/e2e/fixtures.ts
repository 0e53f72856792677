import { test as base, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_ARGS, resolveChromiumPath } from '../../scripts/lib/chromium';

interface WorkerFixtures {
  readonly scrollbarBrowser: Browser;
}

interface TestFixtures {
  /**
   * A page whose scrollbars take up layout width, as on most desktop browsers. Playwright hides
   * scrollbars in headless Chromium, which would hide a layout jump when a dialog locks scrolling.
   */
  readonly scrollbarPage: Page;
}

// Each fixture hands over its value with `provide`: Playwright's usual name, `use`, reads as React's use()
// to the hooks lint rule.
export const test = base.extend<TestFixtures, WorkerFixtures>({
  scrollbarBrowser: [
    async ({ playwright }, provide) => {
      const browser = await playwright.chromium.launch({
        executablePath: resolveChromiumPath(),
        args: [...CHROMIUM_LAUNCH_ARGS],
        ignoreDefaultArgs: ['--hide-scrollbars'],
      });
      await provide(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  scrollbarPage: async ({ scrollbarBrowser, baseURL }, provide) => {
    const context = await scrollbarBrowser.newContext({ baseURL });
    await provide(await context.newPage());
    await context.close();
  },
});

export { expect } from '@playwright/test';
