import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseHcl } from '../../src/lib/hcl/parser';
import { BRAND } from '../../src/lib/brand';
import { CATALOG_CATEGORIES } from '../../src/lib/reference/categories';
import {
  readModuleInterface,
  type ModuleInterface,
  type SourceFile,
} from '../../src/lib/reference/moduleInterface';
import { buildReferenceEntries, type ReferenceEntriesData } from '../../src/lib/reference/entryHtml';
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
  /** The entries' static markup, published for the page to load (undefined for a scripts service). */
  readonly entries: { readonly file: string; readonly data: ReferenceEntriesData } | undefined;
}

const CODE_HOST_ORG = new URL(BRAND.codeHostOrgUrl).pathname.replace(/\//g, '');

export function catalogDir(siteDir: string): string {
  return path.join(siteDir, 'catalog');
}

export function pagesDir(siteDir: string, category: string): string {
  return path.join(siteDir, 'docs', 'reference', 'services', category);
}

/** Where the entries of each page are published; `ReferenceEntries` loads them by `<category>/<slug>`. */
export function entriesRoot(siteDir: string): string {
  return path.join(siteDir, 'src', 'generated', 'reference-entries');
}

export function entriesDir(siteDir: string, category: string): string {
  return path.join(entriesRoot(siteDir), category);
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

/** `catalog/catalog.json`: the release the catalog documents and where its interface facts were read. */
export interface CatalogManifest {
  readonly ref: string;
  readonly interfaceSource: {
    readonly repository: string;
    readonly path: string;
    readonly commit: string;
  };
}

export class CatalogError extends Error {
  override readonly name = 'CatalogError';
}

function requireText(value: unknown, what: string): string {
  if (typeof value !== 'string' || !value.trim()) {
    throw new CatalogError(`catalog/catalog.json needs ${what} (a non-empty string)`);
  }
  return value;
}

/** Reads and validates `catalog/catalog.json`. */
export async function readCatalogManifest(siteDir: string): Promise<CatalogManifest> {
  const file = path.join(catalogDir(siteDir), 'catalog.json');
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error: unknown) {
    throw new CatalogError(`catalog/catalog.json cannot be read as JSON`, { cause: error });
  }
  const data = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const source = (
    typeof data.interfaceSource === 'object' && data.interfaceSource !== null ? data.interfaceSource : {}
  ) as Record<string, unknown>;
  return {
    ref: requireText(data.ref, '"ref", the release tag such as v0.112.5'),
    interfaceSource: {
      repository: requireText(source.repository, '"interfaceSource.repository"'),
      path: requireText(source.path, '"interfaceSource.path"'),
      commit: requireText(source.commit, '"interfaceSource.commit"'),
    },
  };
}

/** Where the Terraform files are read from: `catalog/` itself, or a checkout of the module repository. */
export type InterfaceLocation =
  { readonly kind: 'catalog' } | { readonly kind: 'checkout'; readonly dir: string };

function interfaceDir(service: CatalogService, readme: ServiceReadme, location: InterfaceLocation): string {
  return location.kind === 'catalog' ? service.dir : path.join(location.dir, readme.meta.modulePath);
}

async function readServiceOrFail(siteDir: string, service: CatalogService): Promise<ServiceReadme> {
  const generatedFrom = path.relative(siteDir, service.dir);
  const readme = await readServiceReadme(service.dir, siteDir);
  if (!readme) throw new ServiceReadmeError(`${generatedFrom}: a catalog service needs a README.md`);
  if (readme.meta.category !== service.category) {
    throw new ServiceReadmeError(
      `${generatedFrom}/README.md: category "${readme.meta.category}" does not match its folder`,
    );
  }
  return readme;
}

/** Generates one catalog service's page in memory. */
export async function generateServicePage(
  siteDir: string,
  service: CatalogService,
  readme: ServiceReadme,
  ref: string,
  location: InterfaceLocation = { kind: 'catalog' },
): Promise<GeneratedPage> {
  const generatedFrom = path.relative(siteDir, service.dir);
  const tfDir = interfaceDir(service, readme, location);
  const files = readme.meta.kind === 'scripts' ? [] : await readTerraformFiles(tfDir, siteDir);
  if (readme.meta.kind === 'module' && files.length === 0) {
    throw new CatalogError(`${path.relative(siteDir, tfDir) || tfDir}: a module service needs *.tf files`);
  }
  const moduleInterface = await readModuleInterface(files, parseHcl);
  const source = { org: CODE_HOST_ORG, repo: readme.meta.repo, modulePath: readme.meta.modulePath, ref };
  const repoUrl = `${BRAND.codeHostOrgUrl}${readme.meta.repo}`;
  const entriesKey = `${service.category}/${service.slug}`;
  const entries = buildReferenceEntries(moduleInterface);
  const content = buildServicePage(
    {
      slug: service.slug,
      readme,
      moduleInterface,
      source,
      release: {
        ref,
        browseUrl: `${repoUrl}/tree/${ref}/${readme.meta.modulePath}`,
        notesUrl: `${repoUrl}/releases/tag/${ref}`,
      },
      generatedFrom,
      editUrl: `${BRAND.docsRepoUrl}/edit/main/${generatedFrom}/README.md`,
      entriesKey,
    },
    entries,
  );
  return {
    service,
    file: path.join(pagesDir(siteDir, service.category), `${service.slug}.mdx`),
    content,
    moduleInterface,
    entries:
      readme.meta.kind === 'module'
        ? { file: path.join(entriesDir(siteDir, service.category), `${service.slug}.json`), data: entries }
        : undefined,
  };
}

/**
 * Generates every page of the catalog in memory. With a checkout, each service's Terraform files come
 * from `<checkout>/<module_path>`; services the checkout lacks fail the build, all named at once.
 */
export async function generateCatalogPages(siteDir: string, checkoutDir?: string): Promise<GeneratedPage[]> {
  const { ref } = await readCatalogManifest(siteDir);
  const entries = await Promise.all(
    (await listCatalogServices(siteDir)).map(async (service) => ({
      service,
      readme: await readServiceOrFail(siteDir, service),
    })),
  );
  let location: InterfaceLocation = { kind: 'catalog' };
  if (checkoutDir !== undefined) {
    const dir = path.resolve(siteDir, checkoutDir);
    if (!(await isDirectory(dir))) {
      throw new CatalogError(
        `CATALOG_SOURCE: ${dir} is not a directory; point it at a checkout of the module repository`,
      );
    }
    location = { kind: 'checkout', dir };
    const found = await Promise.all(
      entries.map(({ service, readme }) => isDirectory(interfaceDir(service, readme, location))),
    );
    const absent = entries
      .filter((_, index) => !found[index])
      .map(({ service, readme }) => `${service.category}/${service.slug} (${readme.meta.modulePath})`);
    if (absent.length > 0) {
      throw new CatalogError(
        `CATALOG_SOURCE: ${dir} lacks ${absent.length} service(s) of catalog/:\n  ${absent.join('\n  ')}`,
      );
    }
  }
  return Promise.all(
    entries.map(({ service, readme }) => generateServicePage(siteDir, service, readme, ref, location)),
  );
}

/** Writes a file unless it already holds this content, so a dev server does not reload for nothing. */
async function writeIfChanged(file: string, content: string): Promise<boolean> {
  if ((await readFile(file, 'utf8').catch(() => undefined)) === content) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  return true;
}

/** Deletes what a folder holds beyond the wanted files. */
async function prune(dir: string, wanted: ReadonlySet<string>): Promise<void> {
  const existing = (await isDirectory(dir)) ? await readdir(dir) : [];
  for (const name of existing) {
    const file = path.join(dir, name);
    if (!wanted.has(file)) await rm(file, { recursive: true, force: true });
  }
}

/**
 * Writes the generated pages and their entries, rewriting only files whose content changed and deleting
 * those whose service left the catalog.
 */
export async function writeCatalogPages(siteDir: string, pages: readonly GeneratedPage[]): Promise<number> {
  for (const category of CATALOG_CATEGORIES) {
    const inCategory = pages.filter((page) => page.service.category === category.id);
    await prune(pagesDir(siteDir, category.id), new Set(inCategory.map((page) => page.file)));
    await prune(
      entriesDir(siteDir, category.id),
      new Set(inCategory.flatMap((page) => (page.entries ? [page.entries.file] : []))),
    );
  }
  let written = 0;
  for (const page of pages) {
    if (await writeIfChanged(page.file, page.content)) written += 1;
    if (page.entries) await writeIfChanged(page.entries.file, JSON.stringify(page.entries.data));
  }
  return written;
}
