import { readFileSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';
import { parse } from '@cdktn/hcl2json';
import { gotoHydrated } from './utils';

const VPC = '/reference/services/networking/virtual-private-cloud-vpc';
const MANAGEMENT_VPC = '/reference/services/networking/management-vpc';
const CATALOG = path.resolve(import.meta.dirname, '..', '..', 'catalog');
/** Text only the entries' markup contains (each entry's heading link), to recognise the chunk that holds it. */
const ENTRY_MARKUP = 'Direct link to vpc_name';
const { ref: RELEASE } = JSON.parse(readFileSync(path.join(CATALOG, 'catalog.json'), 'utf8')) as {
  ref: string;
};

/** Variable and output names of a module, read with HashiCorp's parser independently of the generator. */
async function declaredNames(dir: string): Promise<{ inputs: string[]; outputs: string[] }> {
  const inputs: string[] = [];
  const outputs: string[] = [];
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.tf'))) {
    const parsed = (await parse(file, await readFile(path.join(dir, file), 'utf8'))) as {
      variable?: Record<string, unknown>;
      output?: Record<string, unknown>;
    };
    inputs.push(...Object.keys(parsed.variable ?? {}));
    outputs.push(...Object.keys(parsed.output ?? {}));
  }
  return { inputs: inputs.sort(), outputs: outputs.sort() };
}

test('a service page shows its required and optional inputs and its outputs', async ({ page }) => {
  await gotoHydrated(page, VPC);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Virtual Private Cloud (VPC)');
  const vpcName = page.locator('section', { has: page.locator('#input-vpc_name') });
  await expect(vpcName.getByRole('heading', { level: 4 })).toHaveText(/vpc_name/);
  await expect(vpcName).toContainText('required');
  await expect(page.locator('#output-vpc_id')).toBeVisible();
  await expect(page.locator('.table-of-contents')).toContainText('Required inputs');
});

test('#input-<name> opens scrolled to that input', async ({ page }) => {
  await gotoHydrated(page, `${VPC}#input-flow_log_cloudwatch_log_group_retention_in_days`);
  await expect(page.locator('#input-flow_log_cloudwatch_log_group_retention_in_days')).toBeInViewport();
});

test('the filter narrows the inputs and outputs and says how many match', async ({ page }) => {
  await gotoHydrated(page, VPC);
  const entries = page.locator('section[aria-labelledby^="input-"], section[aria-labelledby^="output-"]');
  const total = await entries.count();
  await page.getByRole('searchbox', { name: 'Filter inputs and outputs' }).fill('flow log retention');
  await expect(page.locator('#input-flow_log_cloudwatch_log_group_retention_in_days')).toBeVisible();
  await expect(page.locator('#input-vpc_name')).toBeHidden();
  const visible = await entries.filter({ visible: true }).count();
  expect(visible).toBeGreaterThan(0);
  expect(visible).toBeLessThan(total);
  await expect(page.getByRole('status')).toHaveText(
    new RegExp(`^${visible} of ${total} inputs and outputs match`),
  );
  await page.getByRole('searchbox', { name: 'Filter inputs and outputs' }).fill('zzzz-nothing');
  await expect(page.getByRole('status')).toContainText('Try a shorter or different word.');
});

test('following a link to a filtered-out input clears the filter', async ({ page }) => {
  await gotoHydrated(page, VPC);
  const filter = page.getByRole('searchbox', { name: 'Filter inputs and outputs' });
  await filter.fill('retention');
  await expect(page.locator('#input-vpc_name')).toBeHidden();
  await page.evaluate(() => {
    window.location.hash = '#input-vpc_name';
  });
  await expect(page.locator('#input-vpc_name')).toBeInViewport();
  await expect(filter).toHaveValue('');
});

test('an input named in a description links to that input', async ({ page }) => {
  await gotoHydrated(page, VPC);
  const link = page.locator('[data-ref-entry] p a[href^="#input-"]').first();
  const target = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page.locator(target)).toBeInViewport();
});

test('the page shows the release it documents beside the title and links the source at that tag', async ({
  page,
}) => {
  await gotoHydrated(page, VPC);
  const header = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByRole('link', { name: RELEASE, exact: true })).toHaveAttribute(
    'href',
    `https://github.com/gruntwork-io/terraform-aws-service-catalog/releases/tag/${RELEASE}`,
  );
  await expect(page.getByRole('link', { name: 'Browse the module source' })).toHaveAttribute(
    'href',
    `https://github.com/gruntwork-io/terraform-aws-service-catalog/tree/${RELEASE}/modules/networking/vpc`,
  );
});

test('a page served from the server keeps its entries through hydration and fetches them no more', async ({
  page,
}) => {
  // Each script is fetched here and handed to the page, so every body is read, prefetched ones included
  // (the browser may no longer hold a prefetch's body when asked for it afterwards).
  const bodies: string[] = [];
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    bodies.push(await response.text());
    await route.fulfill({ response });
  });
  await gotoHydrated(page, VPC);
  await expect(page.locator('#input-vpc_name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.some((body) => body.includes(ENTRY_MARKUP))).toBe(false);
});

test('after client-side navigation the entries load, and a hash lands on its entry', async ({ page }) => {
  await gotoHydrated(page, MANAGEMENT_VPC);
  await page.getByRole('link', { name: 'VPC', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${VPC}$`));
  await expect(page.locator('#input-vpc_name')).toBeVisible();

  await gotoHydrated(page, MANAGEMENT_VPC);
  // The router follows history changes without a page load, as when a link to an input is clicked.
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${VPC}#input-num_nat_gateways`);
  await expect(page.locator('#input-num_nat_gateways')).toBeInViewport();
});

test.describe('when entries cannot be fetched', () => {
  // The aborted request logs "Failed to load resource".
  test.use({ expectedConsoleError: /Failed to load resource/ });

  test('entries that fail to load say so and load on Retry', async ({ page }) => {
    await gotoHydrated(page, MANAGEMENT_VPC);
    let failed = false;
    await page.route('**/*.js', async (route) => {
      const response = await route.fetch();
      if (!failed && (await response.text()).includes(ENTRY_MARKUP)) {
        failed = true;
        await route.abort('failed');
        return;
      }
      await route.fulfill({ response });
    });
    await page.getByRole('link', { name: 'VPC', exact: true }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' }).first()).toBeVisible();
    await page.unroute('**/*.js');
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await expect(page.locator('#input-vpc_name')).toBeVisible();
  });
});
test('the sample usage switches between Terraform and Terragrunt', async ({ page }) => {
  await gotoHydrated(page, VPC);
  const terraform = page.getByRole('tabpanel').filter({ hasText: 'module "virtual_private_cloud_vpc"' });
  await expect(terraform).toBeVisible();
  await page.getByRole('tab', { name: 'Terragrunt' }).first().click();
  const terragrunt = page.getByRole('tabpanel').filter({ hasText: 'find_in_parent_folders("root.hcl")' });
  await expect(terragrunt).toBeVisible();
  await expect(terraform).toBeHidden();
});

test('every service page lists exactly the inputs and outputs its module declares', async ({ request }) => {
  let services = 0;
  for (const category of await readdir(CATALOG, { withFileTypes: true })) {
    if (!category.isDirectory()) continue;
    for (const service of await readdir(path.join(CATALOG, category.name))) {
      const route = `/reference/services/${category.name}/${service}`;
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      const ids = (prefix: string) =>
        [...html.matchAll(new RegExp(`<h4[^>]*id="?${prefix}-([\\w-]+)`, 'g'))]
          .map((match) => match[1])
          .sort();
      const declared = await declaredNames(path.join(CATALOG, category.name, service));
      expect(ids('input'), route).toEqual(declared.inputs);
      expect(ids('output'), route).toEqual(declared.outputs);
      services += 1;
    }
  }
  expect(services).toBe(35);
});

test('the module source link raises the subscriber warning', async ({ page }) => {
  await gotoHydrated(page, VPC);
  await page.getByRole('link', { name: 'Browse the module source' }).click();
  const dialog = page.getByRole('dialog', { name: 'For Subscribers Only' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('terraform-aws-service-catalog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${VPC}$`));
});
