import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CatalogError,
  generateCatalogPages,
  readCatalogManifest,
} from '../../../../plugins/service-catalog/catalog';
import serviceCatalogPlugin from '../../../../plugins/service-catalog';
import { entriesReader } from '../../../../plugins/service-catalog/client/entriesReader';

const FIXTURES = path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures');
const SITE = path.join(FIXTURES, 'catalog-site');
const CHECKOUT = path.join(FIXTURES, 'catalog-checkout');

const pageOf = (pages: Awaited<ReturnType<typeof generateCatalogPages>>, slug: string) =>
  pages.find((page) => page.service.slug === slug);

let scratch: string | undefined;
afterEach(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
  scratch = undefined;
});

async function copyOf(dir: string): Promise<string> {
  scratch = await mkdtemp(path.join(tmpdir(), 'catalog-'));
  await cp(dir, scratch, { recursive: true });
  return scratch;
}

describe('generateCatalogPages', () => {
  it('reads the interfaces from catalog/ and pins the release of catalog.json', async () => {
    const pages = await generateCatalogPages(SITE);
    const widget = pageOf(pages, 'widget');
    expect(widget?.moduleInterface.inputs.map((input) => input.name)).toEqual(['name']);
    expect(widget?.content).toContain('modules/fixtures/widget?ref=v9.9.9');
    expect(widget?.content).toContain('/tree/v9.9.9/modules/fixtures/widget');
    expect(pageOf(pages, 'helper-scripts')?.content).toContain('A set of scripts, not a Terraform module');
  });

  it('with a checkout, reads each module from <checkout>/<module_path> and keeps the README prose', async () => {
    const pages = await generateCatalogPages(SITE, CHECKOUT);
    const widget = pageOf(pages, 'widget');
    expect(widget?.moduleInterface.inputs.map((input) => input.name)).toEqual(['name', 'size']);
    expect(widget?.moduleInterface.outputs.map((output) => output.name)).toEqual(['widget_id']);
    expect(widget?.content).toContain('as the module checkout declares it');
    expect(widget?.content).toContain('A fixture service for the catalog source tests.');
  });

  it('names every service the checkout lacks', async () => {
    const checkout = await copyOf(CHECKOUT);
    await rm(path.join(checkout, 'modules', 'fixtures', 'widget'), { recursive: true });
    await rm(path.join(checkout, 'modules', 'fixtures', 'helper-scripts'), { recursive: true });
    await expect(generateCatalogPages(SITE, checkout)).rejects.toThrow(
      new CatalogError(
        `CATALOG_SOURCE: ${checkout} lacks 2 service(s) of catalog/:\n  networking/widget (modules/fixtures/widget)\n  security/helper-scripts (modules/fixtures/helper-scripts)`,
      ),
    );
  });

  it('says what to fix when the checkout is not a directory', async () => {
    await expect(generateCatalogPages(SITE, path.join(CHECKOUT, 'missing'))).rejects.toThrow(
      /is not a directory/,
    );
  });
});

describe('readCatalogManifest', () => {
  it('reads the release and where the interface facts come from', async () => {
    expect(await readCatalogManifest(SITE)).toEqual({
      ref: 'v9.9.9',
      interfaceSource: {
        repository: 'https://github.com/gruntwork-io/docs',
        path: 'docs/reference/services/',
        commit: '0000000000000000000000000000000000000000',
      },
    });
  });

  it('rejects a manifest without a release', async () => {
    const site = await copyOf(SITE);
    const file = path.join(site, 'catalog', 'catalog.json');
    const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    delete manifest.ref;
    await writeFile(file, JSON.stringify(manifest));
    await expect(readCatalogManifest(site)).rejects.toThrow('catalog/catalog.json needs "ref"');
  });
});

describe('the service-catalog plugin', () => {
  it('writes the pages as it starts, and again when a module changes under npm start', async () => {
    const site = await copyOf(SITE);
    const plugin = await serviceCatalogPlugin({ siteDir: site } as LoadContext, {});
    const entries = path.join(site, 'src', 'generated', 'reference-entries', 'networking', 'widget.json');
    expect(await readFile(entries, 'utf8')).toContain('id=\\"input-name\\"');
    await plugin.loadContent?.();

    const variables = path.join(site, 'catalog', 'networking', 'widget', 'variables.tf');
    await writeFile(
      variables,
      `${await readFile(variables, 'utf8')}\nvariable "colour" {\n  type = string\n}\n`,
    );
    await plugin.loadContent?.();
    expect(await readFile(entries, 'utf8')).toContain('id=\\"input-colour\\"');
  });

  it('points the server build, and only it, at the entries it wrote, so pages render them into their HTML', async () => {
    const site = await copyOf(SITE);
    const plugin = await serviceCatalogPlugin({ siteDir: site } as LoadContext, {});
    class DefinePlugin {
      constructor(readonly definitions: Record<string, string>) {}
    }
    const utils = { currentBundler: { name: 'rspack', instance: { DefinePlugin } } } as unknown as Parameters<
      NonNullable<typeof plugin.configureWebpack>
    >[2];
    const configure = (isServer: boolean) => plugin.configureWebpack?.({}, isServer, utils, undefined);

    expect(configure(false)).toMatchObject({ plugins: [] });
    const [define] = (configure(true) as unknown as { plugins: DefinePlugin[] }).plugins;
    const dir = JSON.parse(define?.definitions.SERVICE_CATALOG_ENTRIES_DIR ?? 'null') as string;
    expect(entriesReader(dir).entriesOnServer('networking/widget')?.required).toContain('id="input-name"');
  });
});
