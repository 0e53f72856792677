import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const NOT_FOUND_HEADING = 'Page not found';
export const SITE_TITLE = 'Gruntwork Docs';
/** Docusaurus's banner for a site whose base URL is wrong (SPEC §8). */
export const BASE_URL_BANNER = 'Your Docusaurus site did not load properly.';

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

export async function expectNotFoundPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
}

export async function expectContentPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toHaveCount(0);
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe with the WCAG 2.1 A and AA rules, reporting violations only. Legacy mode runs it in the page itself:
 * the default mode opens a blank page for every run to merge the results of cross-origin frames, which the
 * site has none of. Without the passing nodes axe builds no selector for each of them, which more than
 * halves its time on a long page (1.4 s to 0.45 s on the FAQ page, 3.2 s to 1.2 s on a large reference page).
 */
export function axe(page: Page): AxeBuilder {
  // options() first: it replaces the options that withTags() sets.
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode();
}

/**
 * The axe rules whose outcome depends only on the theme's colours, not on a page's own markup: the sweep
 * leaves them to tests/e2e/a11y.spec.ts, which runs them on one page of each layout in both colour modes.
 * They take most of axe's time: about 5 of 6 s on a large reference page, 2.4 of 2.9 s on the FAQ page.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe for the sweep of every page: all WCAG 2.1 A and AA rules but COLOUR_RULES. */
export function axeWithoutColourRules(page: Page): AxeBuilder {
  return axe(page).disableRules(COLOUR_RULES);
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The serious and critical violations of an axe run, one line each, so a failure names the elements. */
export function seriousViolations(results: AxeResults): string[] {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** A script element the page added, and whether Docusaurus had marked the page hydrated by then. */
export interface AddedScript {
  readonly src: string;
  readonly afterHydration: boolean;
}

/** Records, from before the page's own scripts run, every script element with a `src` the page adds. */
export async function recordAddedScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scripts: { src: string; afterHydration: boolean }[] = [];
    (window as { addedScripts?: typeof scripts }).addedScripts = scripts;
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
        if (!(node instanceof HTMLScriptElement) || !node.src) continue;
        scripts.push({
          src: node.src,
          afterHydration: document.documentElement.dataset.hasHydrated === 'true',
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The first script recorded by recordAddedScripts whose body passes `matches`. */
export async function findAddedScript(
  page: Page,
  matches: (body: string) => boolean,
): Promise<AddedScript | undefined> {
  const scripts = await page.evaluate(() => (window as { addedScripts?: AddedScript[] }).addedScripts ?? []);
  for (const script of scripts) {
    if (matches(await (await page.request.get(script.src)).text())) return script;
  }
  return undefined;
}
