import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe, blockLocalStorage, gotoHydrated, seriousViolations, withColorMode } from './utils';

const SUPPORT = '/support';
const ORG = 'https://github.com/gruntwork-io';
const SERVICE_CATALOG = `${ORG}/terraform-aws-service-catalog`;
const CIS_CATALOG = `${ORG}/terraform-aws-cis-service-catalog`;
const GENERAL_TITLE = 'For Subscribers Only';
const CIS_TITLE = 'For CIS Subscribers Only';
const bodyText = (repo: string) =>
  `This link leads to the private ${repo} repository visible only to subscribers; everyone else will see a 404.`;

const main = (page: Page) => page.getByRole('main');
const serviceCatalogLink = (page: Page) =>
  main(page).getByRole('link', { name: 'terraform-aws-service-catalog', exact: true });
const cisLink = (page: Page) =>
  main(page).getByRole('link', { name: 'terraform-aws-cis-service-catalog', exact: true });
const terragruntLink = (page: Page) =>
  main(page)
    .getByRole('link', { name: 'Terragrunt', exact: true })
    .and(page.locator(`[href="${ORG}/terragrunt"]`));
const dialog = (page: Page) => page.getByRole('dialog');
const continueLink = (page: Page) => dialog(page).getByRole('link', { name: 'Continue to GitHub' });
const dontWarn = (page: Page) => dialog(page).getByRole('checkbox', { name: "Don't warn me again" });

/** Answers every request that leaves the site with a stub page, so no test reaches github.com. */
async function stubOutsideWorld(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(
    (url) => url.hostname !== 'localhost',
    async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' });
    },
  );
  return requested;
}

/** Runs `action` and returns the URL of the tab it opened. */
async function urlOfNewTab(context: BrowserContext, action: () => Promise<void>): Promise<string> {
  const [tab] = await Promise.all([context.waitForEvent('page'), action()]);
  await tab.waitForLoadState('domcontentloaded');
  const url = tab.url();
  await tab.close();
  return url;
}

/** Places the link mid-screen and returns where the page was scrolled to. */
async function scrollToMiddle(link: Locator): Promise<number> {
  await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return link.page().evaluate(() => window.scrollY);
}

test.beforeEach(async ({ context }) => {
  await stubOutsideWorld(context);
});

test('a private link opens the dialog with the spec texts instead of leaving the page', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const tabs: Page[] = [];
  page.context().on('page', (tab) => tabs.push(tab));
  await gotoHydrated(page, SUPPORT);
  await serviceCatalogLink(page).click();

  const modal = page.getByRole('dialog', { name: GENERAL_TITLE });
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAttribute('aria-modal', 'true');
  await expect(modal).toHaveAccessibleDescription(bodyText('terraform-aws-service-catalog'));
  await expect(modal.getByRole('heading', { name: GENERAL_TITLE })).toBeVisible();
  await expect(modal.locator('code')).toHaveText('terraform-aws-service-catalog');
  await expect(dontWarn(page)).not.toBeChecked();
  await expect(modal.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(continueLink(page)).toHaveAttribute('href', SERVICE_CATALOG);
  await expect(continueLink(page)).toHaveAttribute('target', '_blank');
  await expect(continueLink(page)).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(modal.getByRole('link', { name: 'How to get access' })).toHaveAttribute(
    'href',
    '/support#subscriber-only-repositories',
  );
  await expect(page).toHaveURL(/\/support$/);
  expect(tabs).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a public link opens directly without the dialog', async ({ page, context }) => {
  await gotoHydrated(page, SUPPORT);
  const url = await urlOfNewTab(context, () => terragruntLink(page).click());
  expect(url).toBe(`${ORG}/terragrunt`);
  await expect(dialog(page)).toHaveCount(0);
});

test('the CIS repository shows the CIS title', async ({ page }) => {
  await gotoHydrated(page, SUPPORT);
  await cisLink(page).click();
  const modal = page.getByRole('dialog', { name: CIS_TITLE });
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAccessibleDescription(bodyText('terraform-aws-cis-service-catalog'));
});

test('clicking the code element inside a link opens the dialog', async ({ page }) => {
  await gotoHydrated(page, SUPPORT);
  const code = main(page).getByRole('link', { name: 'terraform-aws-vpc', exact: true }).locator('code');
  await expect(code).toHaveText('terraform-aws-vpc');
  await code.click();
  await expect(dialog(page)).toHaveAccessibleDescription(bodyText('terraform-aws-vpc'));
});

test('a link rendered after load, clicked on its image, opens the dialog', async ({ page }) => {
  await gotoHydrated(page, SUPPORT);
  await main(page).evaluate((element) => {
    const link = document.createElement('a');
    link.href = 'HTTPS://WWW.GitHub.com/Gruntwork-IO/terraform-aws-eks.git?tab=readme#usage';
    const image = document.createElement('img');
    image.alt = 'EKS module';
    image.width = 40;
    image.height = 40;
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
    link.append(image);
    element.prepend(link);
  });
  await page.getByRole('img', { name: 'EKS module' }).click();
  await expect(dialog(page)).toHaveAccessibleDescription(bodyText('terraform-aws-eks'));
});

test.describe('closing', () => {
  const ways: [string, (page: Page) => Promise<void>][] = [
    ['Cancel', (page) => dialog(page).getByRole('button', { name: 'Cancel' }).click()],
    ['Escape', (page) => page.keyboard.press('Escape')],
    ['an overlay click', (page) => page.mouse.click(8, 8)],
  ];
  for (const [way, close] of ways) {
    test(`${way} closes the dialog and leaves the page where it was`, async ({ page }) => {
      const tabs: Page[] = [];
      page.context().on('page', (tab) => tabs.push(tab));
      await gotoHydrated(page, SUPPORT);
      const link = serviceCatalogLink(page);
      const scrollY = await scrollToMiddle(link);
      expect(scrollY).toBeGreaterThan(0);
      await link.click();
      await expect(dialog(page)).toBeVisible();
      await close(page);
      await expect(dialog(page)).toBeHidden();
      await expect(link).toBeFocused();
      await expect(page).toHaveURL(/\/support$/);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
      expect(tabs).toEqual([]);
    });
  }

  test('a press that starts in the dialog and ends on the overlay keeps it open', async ({ page }) => {
    await gotoHydrated(page, SUPPORT);
    await serviceCatalogLink(page).click();
    const box = await dialog(page).locator('code').boundingBox();
    if (!box) throw new Error('the repository name is not rendered');
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(8, 8);
    await page.mouse.up();
    await expect(dialog(page)).toBeVisible();
  });
});

test('page scrolling is blocked while open and released 300 ms after closing, without a layout jump', async ({
  scrollbarPage: page,
}) => {
  await gotoHydrated(page, SUPPORT);
  const link = serviceCatalogLink(page);
  const scrollY = await scrollToMiddle(link);
  const gutter = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
  expect(gutter).toBeGreaterThan(0);
  const contentEdges = () =>
    main(page).evaluate((element) => {
      const { left, right } = element.getBoundingClientRect();
      return [Math.round(left), Math.round(right)];
    });
  const edgesBefore = await contentEdges();
  await link.click();
  await expect(dialog(page)).toBeVisible();
  expect(await contentEdges()).toEqual(edgesBefore);

  // Record where the page is a few frames after each wheel event reaches it: by then a page that can
  // scroll has started to, so a blocked one can be told apart without a fixed wait.
  await page.evaluate(() => {
    const marks = document.documentElement.dataset;
    window.addEventListener(
      'wheel',
      () => {
        const afterFrames = (frames: number): void => {
          if (frames > 0) requestAnimationFrame(() => afterFrames(frames - 1));
          else marks.testScrollYAfterWheel = String(window.scrollY);
        };
        afterFrames(3);
      },
      { passive: true },
    );
  });
  await page.mouse.move(8, 8);
  await page.mouse.wheel(0, 800);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.testScrollYAfterWheel))
    .toBe(String(scrollY));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

  // Record when Escape is pressed and when the page may scroll again, in the page's own clock.
  await page.evaluate(() => {
    const marks = document.documentElement.dataset;
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape') marks.testEscapeAt ??= String(event.timeStamp);
      },
      { capture: true },
    );
    new MutationObserver(() => {
      if (document.body.style.overflow !== 'hidden') marks.testReleasedAt ??= String(performance.now());
    }).observe(document.body, { attributes: true, attributeFilter: ['style'] });
  });
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  const marks = await page.waitForFunction(() => {
    const { testEscapeAt, testReleasedAt } = document.documentElement.dataset;
    return testEscapeAt && testReleasedAt ? Number(testReleasedAt) - Number(testEscapeAt) : null;
  });
  const lockedFor = await marks.jsonValue();
  expect(lockedFor).toBeGreaterThanOrEqual(300);
  // Generous: only says the lock is released at all, on a busy test machine.
  expect(lockedFor).toBeLessThan(2000);
  expect(await contentEdges()).toEqual(edgesBefore);

  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY);
});

test('focus moves into the dialog, stays there on Tab and Shift+Tab, and returns to the link', async ({
  page,
}) => {
  await gotoHydrated(page, SUPPORT);
  const link = serviceCatalogLink(page);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));
  const focused = new Set<string>();
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInDialog()).toBe(true);
    focused.add(await page.evaluate(() => document.activeElement?.textContent ?? ''));
  }
  // The help link, the checkbox, Cancel and Continue all took a turn.
  expect(focused.size).toBe(4);
  await page.keyboard.press('Escape');
  await expect(link).toBeFocused();
});

test('Enter does not accept the dialog: the checkbox ignores it and Cancel acts as Cancel', async ({
  page,
}) => {
  const tabs: Page[] = [];
  page.context().on('page', (tab) => tabs.push(tab));
  await gotoHydrated(page, SUPPORT);
  await serviceCatalogLink(page).click();
  await dontWarn(page).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dontWarn(page)).not.toBeChecked();
  await dialog(page).getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  expect(tabs).toEqual([]);
});

test.describe('remembering the choice', () => {
  test('Continue opens the link in a new tab and closes the dialog', async ({ page, context }) => {
    await gotoHydrated(page, SUPPORT);
    await serviceCatalogLink(page).click();
    expect(await urlOfNewTab(context, () => continueLink(page).click())).toBe(SERVICE_CATALOG);
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/support$/);
    // Without "Don't warn me again" the next click warns again.
    await serviceCatalogLink(page).click();
    await expect(dialog(page)).toBeVisible();
  });

  test("Don't warn me again with Continue silences that kind only, also after a reload", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, SUPPORT);
    await serviceCatalogLink(page).click();
    await dontWarn(page).check();
    expect(await urlOfNewTab(context, () => continueLink(page).click())).toBe(SERVICE_CATALOG);

    expect(await urlOfNewTab(context, () => serviceCatalogLink(page).click())).toBe(SERVICE_CATALOG);
    await expect(dialog(page)).toHaveCount(0);
    await cisLink(page).click();
    await expect(page.getByRole('dialog', { name: CIS_TITLE })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    expect(await urlOfNewTab(context, () => serviceCatalogLink(page).click())).toBe(SERVICE_CATALOG);
    await cisLink(page).click();
    await expect(page.getByRole('dialog', { name: CIS_TITLE })).toBeVisible();
  });

  test('the CIS choice leaves the general warning on', async ({ page, context }) => {
    await gotoHydrated(page, SUPPORT);
    await cisLink(page).click();
    await dontWarn(page).check();
    expect(await urlOfNewTab(context, () => continueLink(page).click())).toBe(CIS_CATALOG);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    expect(await urlOfNewTab(context, () => cisLink(page).click())).toBe(CIS_CATALOG);
    await serviceCatalogLink(page).click();
    await expect(page.getByRole('dialog', { name: GENERAL_TITLE })).toBeVisible();
  });

  test('Cancel discards a ticked checkbox', async ({ page }) => {
    await gotoHydrated(page, SUPPORT);
    await serviceCatalogLink(page).click();
    await dontWarn(page).check();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await serviceCatalogLink(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dontWarn(page)).not.toBeChecked();
    const stored = await page.evaluate(() => Object.keys(window.localStorage));
    expect(stored.filter((key) => key.startsWith('gruntwork-docs.'))).toEqual([]);
  });
});

test.describe('new-tab gestures are intercepted', () => {
  const gestures: [string, Parameters<Locator['click']>[0]][] = [
    ['a middle click', { button: 'middle' }],
    ['Ctrl+click', { modifiers: ['Control'] }],
    ['Meta+click', { modifiers: ['Meta'] }],
    ['Shift+click', { modifiers: ['Shift'] }],
  ];
  for (const [name, options] of gestures) {
    test(`${name} on a private link opens the dialog and no tab`, async ({ page }) => {
      const tabs: Page[] = [];
      page.context().on('page', (tab) => tabs.push(tab));
      await gotoHydrated(page, SUPPORT);
      await serviceCatalogLink(page).click(options);
      await expect(page.getByRole('dialog', { name: GENERAL_TITLE })).toBeVisible();
      expect(tabs).toEqual([]);
      expect(page.context().pages()).toHaveLength(1);
    });
  }
});

test('with localStorage throwing, the dialog still works and the choice lasts for the visit', async ({
  page,
  context,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await blockLocalStorage(page);
  await gotoHydrated(page, SUPPORT);
  await serviceCatalogLink(page).click();
  await expect(page.getByRole('dialog', { name: GENERAL_TITLE })).toBeVisible();
  await dontWarn(page).check();
  expect(await urlOfNewTab(context, () => continueLink(page).click())).toBe(SERVICE_CATALOG);
  await expect(dialog(page)).toBeHidden();
  expect(await urlOfNewTab(context, () => serviceCatalogLink(page).click())).toBe(SERVICE_CATALOG);
  await cisLink(page).click();
  await expect(page.getByRole('dialog', { name: CIS_TITLE })).toBeVisible();
  expect(warnings.filter((text) => text.includes('preferences will not be saved'))).toHaveLength(1);

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await serviceCatalogLink(page).click();
  await expect(page.getByRole('dialog', { name: GENERAL_TITLE })).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`the open dialog has no serious accessibility violations in ${mode} mode`, async ({ page }) => {
    await gotoHydrated(page, withColorMode(SUPPORT, mode));
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await serviceCatalogLink(page).click();
    await expect(dialog(page)).toBeVisible();
    expect(seriousViolations(await axe(page).analyze())).toEqual([]);
  });
}

test.describe('when the dialog code cannot be fetched', () => {
  // Each aborted chunk request logs "Failed to load resource"; the dialog's loader reports the ChunkLoadError.
  test.use({ expectedConsoleError: /Failed to load resource|ChunkLoadError/ });

  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, SUPPORT);
    // Offline from here on, or the site was redeployed: no more script chunks arrive.
    await page.route('**/assets/js/**', (route) => route.abort());
  });

  test('the browser asks with the warning text, and Cancel keeps the reader on the page', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const asked: string[] = [];
    page.on('dialog', (box) => {
      asked.push(box.message());
      void box.dismiss();
    });
    await serviceCatalogLink(page).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain(GENERAL_TITLE);
    expect(asked[0]).toContain(bodyText('terraform-aws-service-catalog'));
    await expect(page).toHaveURL(/\/support$/);
    expect(page.context().pages()).toHaveLength(1);
    expect(warnings.some((text) => text.includes('could not be loaded'))).toBe(true);
  });

  test('OK opens the repository in a new tab', async ({ page, context }) => {
    page.on('dialog', (box) => void box.accept());
    expect(await urlOfNewTab(context, () => serviceCatalogLink(page).click())).toBe(SERVICE_CATALOG);
    await expect(page).toHaveURL(/\/support$/);
  });
});
