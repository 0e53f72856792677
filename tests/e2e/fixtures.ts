import {
  test as base,
  expect,
  type Browser,
  type ConsoleMessage,
  type Page,
  type Request,
} from '@playwright/test';
import { CHROMIUM_LAUNCH_ARGS, resolveChromiumPath } from '../../scripts/lib/chromium';

interface WorkerFixtures {
  readonly scrollbarBrowser: Browser;
  readonly sharedPage: Page;
}

interface TestOptions {
  /**
   * The console errors a test provokes on purpose (a request it aborts, an error it throws), as one
   * pattern: join several with `|`. Set it with `test.use` next to that test, with a comment saying what
   * causes them. (One pattern rather than a list: `test.use` reads a two-item array as a fixture tuple.)
   */
  readonly expectedConsoleError: RegExp | undefined;
}

interface TestFixtures {
  /**
   * A page whose scrollbars take up layout width, as on most desktop browsers. Playwright hides
   * scrollbars in headless Chromium, which would hide a layout jump when a dialog locks scrolling.
   */
  readonly scrollbarPage: Page;
  /**
   * One page that the tests of a worker share, for sweeps over many pages: a page keeps its cache and
   * process between them, where a new context per test costs about a second more per page here.
   */
  readonly sweepPage: Page;
}

interface PageWatch {
  /** Everything a reader should never meet, one line each with the path where it happened. */
  readonly problems: readonly string[];
  readonly stop: () => void;
}

/** Records console errors, uncaught exceptions and requests to any origin but the site's. */
function watchPage(page: Page, siteOrigin: string, expectedConsoleError: RegExp | undefined): PageWatch {
  const problems: string[] = [];
  const where = () => new URL(page.url()).pathname;
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() === 'error' && !expectedConsoleError?.test(text)) {
      problems.push(`${where()}: console error: ${text}`);
    }
  };
  const onPageError = (error: Error) => problems.push(`${where()}: uncaught ${error.name}: ${error.message}`);
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== siteOrigin) {
      problems.push(`${where()}: request to another origin: ${url.href}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  return {
    problems,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('request', onRequest);
    },
  };
}

/** Hands `page` to the test and fails the test if the page met any problem meanwhile. */
async function provideWatched(
  page: Page,
  baseURL: string | undefined,
  expectedConsoleError: RegExp | undefined,
  provide: (page: Page) => Promise<void>,
): Promise<void> {
  if (!baseURL) throw new Error('Set use.baseURL in playwright.config.ts: the page checks compare origins.');
  const watch = watchPage(page, new URL(baseURL).origin, expectedConsoleError);
  await provide(page);
  watch.stop();
  expect(watch.problems, 'console errors, uncaught exceptions or requests to other origins').toEqual([]);
}

// Each fixture hands over its value with `provide`: Playwright's usual name, `use`, reads as React's use()
// to the hooks lint rule.
export const test = base.extend<TestOptions & TestFixtures, WorkerFixtures>({
  expectedConsoleError: [undefined, { option: true }],

  // Every test's page is watched, so a spec asserts its behaviour and the page checks come for free.
  page: async ({ page, baseURL, expectedConsoleError }, provide) => {
    await provideWatched(page, baseURL, expectedConsoleError, provide);
  },

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
  scrollbarPage: async ({ scrollbarBrowser, baseURL, expectedConsoleError }, provide) => {
    const context = await scrollbarBrowser.newContext({ baseURL });
    await provideWatched(await context.newPage(), baseURL, expectedConsoleError, provide);
    await context.close();
  },

  sharedPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  sweepPage: async ({ sharedPage, baseURL, expectedConsoleError }, provide) => {
    await provideWatched(sharedPage, baseURL, expectedConsoleError, provide);
  },
});

export { expect } from '@playwright/test';
