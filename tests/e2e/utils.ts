import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const NOT_FOUND_HEADING = 'Page not found';
export const SITE_TITLE = 'Gruntwork Docs';

/** Routes the site must serve, one per line (tests/fixtures/required-routes.txt). */
export function readRequiredRoutes(): string[] {
  const file = path.resolve(import.meta.dirname, '..', 'fixtures', 'required-routes.txt');
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Waits until React has hydrated, so clicks reach client-side handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Opens a page in the given colour mode via the theme's documented query parameter. */
export function withColorMode(url: string, mode: 'light' | 'dark'): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}docusaurus-theme=${mode}`;
}

/** Makes every localStorage access throw, as in browsers with storage disabled. */
export async function blockLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

/** Collects uncaught page errors so a test can assert there were none. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

export async function expectNotFoundPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
}

export async function expectContentPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toHaveCount(0);
}

/** Aborts every request that leaves the site and records it, so a test can assert there were none. */
export async function blockForeignHosts(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:',
    async (route) => {
      blocked.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  return blocked;
}
