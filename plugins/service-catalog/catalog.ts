import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseHcl } from '@cdktf/hcl2json';
import { BRAND } from '../../src/lib/brand';
import { CATALOG_CATEGORIES } from '../../src/lib/reference/categories';
import {
  readModuleInterface,
  type ModuleInterface,
  type SourceFile,
} from '../../src/lib/reference/moduleInterface';
import { buildServicePage } from '../../src/lib/reference/servicePage';
import {
  parseServiceReadme,
  ServiceReadmeError,
  type ServiceReadme,
} from '../../src/lib/reference/serviceReadme';

export interface CatalogService {
  readonly category: string;
  readonly slug: string;
  readonly dir: string;
}

export interface GeneratedPage {
  readonly service: CatalogService;
  readonly file: string;
  readonly content: string;
  readonly moduleInterface: ModuleInterface;
}

const CODE_HOST_ORG = new URL(BRAND.codeHostOrgUrl).pathname.replace(/\//g, '');

export function catalogDir(siteDir: string): string {
  return path.join(siteDir, 'catalog');
}

export function pagesDir(siteDir: string, category: string): string {
  return path.join(siteDir, 'docs', 'reference', 'services', category);
}

async function isDirectory(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isDirectory() ?? false;
}

/** Every service folder of the catalog, category by category. */
export async function listCatalogServices(siteDir: string): Promise<CatalogService[]> {
  const services: CatalogService[] = [];
  for (const category of CATALOG_CATEGORIES) {
    const dir = path.join(catalogDir(siteDir), category.id);
    if (!(await isDirectory(dir))) continue;
    for (const slug of (await readdir(dir)).sort()) {
      if (await isDirectory(path.join(dir, slug)))
        services.push({ category: category.id, slug, dir: path.join(dir, slug) });
    }
  }
  return services;
}

/** The `*.tf` files of a module folder, with paths as shown in messages. */
export async function readTerraformFiles(dir: string, displayRoot: string): Promise<SourceFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.tf')).sort();
  return Promise.all(
    names.map(async (name) => ({
      path: path.relative(displayRoot, path.join(dir, name)) || name,
      content: await readFile(path.join(dir, name), 'utf8'),
    })),
  );
}

/** Reads the module's README if it has one; a README that is not a valid service README is an error. */
export async function readServiceReadme(
  dir: string,
  displayRoot: string,
): Promise<ServiceReadme | undefined> {
  const file = path.join(dir, 'README.md');
  const content = await readFile(file, 'utf8').catch(() => undefined);
  return content === undefined ? undefined : parseServiceReadme(content, path.relative(displayRoot, file));
}

async function catalogRef(siteDir: string): Promise<string> {
  const raw = JSON.parse(await readFile(path.join(catalogDir(siteDir), 'catalog.json'), 'utf8')) as {
    ref?: unknown;
  };
  if (typeof raw.ref !== 'string') throw new Error('catalog/catalog.json needs a "ref" string');
  return raw.ref;
}

/** Generates one catalog service's page in memory. */
export async function generateServicePage(
  siteDir: string,
  service: CatalogService,
  ref: string,
): Promise<GeneratedPage> {
  const generatedFrom = path.relative(siteDir, service.dir);
  const readme = await readServiceReadme(service.dir, siteDir);
  if (!readme) throw new ServiceReadmeError(`${generatedFrom}: a catalog service needs a README.md`);
  if (readme.meta.category !== service.category) {
    throw new ServiceReadmeError(
      `${generatedFrom}/README.md: category "${readme.meta.category}" does not match its folder`,
    );
  }
  const moduleInterface = await readModuleInterface(await readTerraformFiles(service.dir, siteDir), parseHcl);
  const source = { org: CODE_HOST_ORG, repo: readme.meta.repo, modulePath: readme.meta.modulePath, ref };
  const content = buildServicePage({
    slug: service.slug,
    readme,
    moduleInterface,
    source,
    browseUrl: `${BRAND.codeHostOrgUrl}${readme.meta.repo}/tree/${ref}/${readme.meta.modulePath}`,
    generatedFrom,
    editUrl: `${BRAND.docsRepoUrl}/edit/main/${generatedFrom}/README.md`,
  });
  return {
    service,
    file: path.join(pagesDir(siteDir, service.category), `${service.slug}.mdx`),
    content,
    moduleInterface,
  };
}

/** Generates every page of the catalog in memory. */
export async function generateCatalogPages(siteDir: string): Promise<GeneratedPage[]> {
  const ref = await catalogRef(siteDir);
  const services = await listCatalogServices(siteDir);
  return Promise.all(services.map((service) => generateServicePage(siteDir, service, ref)));
}

/**
 * Writes the generated pages, rewriting only files whose content changed (so a dev server does not
 * reload for nothing) and deleting pages whose service left the catalog.
 */
export async function writeCatalogPages(siteDir: string, pages: readonly GeneratedPage[]): Promise<number> {
  let written = 0;
  for (const category of CATALOG_CATEGORIES) {
    const dir = pagesDir(siteDir, category.id);
    const wanted = new Set(
      pages.filter((page) => page.service.category === category.id).map((page) => page.file),
    );
    const existing = (await isDirectory(dir)) ? await readdir(dir) : [];
    for (const name of existing) {
      const file = path.join(dir, name);
      if (!wanted.has(file)) await rm(file, { recursive: true, force: true });
    }
  }
  for (const page of pages) {
    const current = await readFile(page.file, 'utf8').catch(() => undefined);
    if (current === page.content) continue;
    await mkdir(path.dirname(page.file), { recursive: true });
    await writeFile(page.file, page.content);
    written += 1;
  }
  return written;
}
