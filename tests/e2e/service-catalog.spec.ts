import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from '@cdktf/hcl2json';
import { gotoHydrated } from './utils';

const VPC = '/reference/services/networking/virtual-private-cloud-vpc';
const CATALOG = path.resolve(import.meta.dirname, '..', '..', 'catalog');

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
  await gotoHydrated(page, `${VPC}#input-flow_log_retention_in_days`);
  await expect(page.locator('#input-flow_log_retention_in_days')).toBeInViewport();
});

test('the filter narrows the inputs and outputs and says how many match', async ({ page }) => {
  await gotoHydrated(page, VPC);
  const entries = page.locator('section[aria-labelledby^="input-"], section[aria-labelledby^="output-"]');
  const total = await entries.count();
  await page.getByRole('searchbox', { name: 'Filter inputs and outputs' }).fill('flow log retention');
  await expect(page.locator('#input-flow_log_retention_in_days')).toBeVisible();
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

test('following an index link to a filtered-out input clears the filter', async ({ page }) => {
  await gotoHydrated(page, VPC);
  await page.getByRole('searchbox', { name: 'Filter inputs and outputs' }).fill('flow');
  await expect(page.locator('#input-vpc_name')).toBeHidden();
  await page.getByRole('link', { name: 'vpc_name', exact: true }).first().click();
  await expect(page.locator('#input-vpc_name')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Filter inputs and outputs' })).toHaveValue('');
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
