/**
 * Service Catalog API generator.
 *
 *   tsx scripts/generate-reference.ts                 regenerate every page from catalog/ (also runs at build;
 *                                                     CATALOG_SOURCE=<checkout> reads the .tf files from there)
 *   tsx scripts/generate-reference.ts --check         fail if a generated page differs from its module
 *   tsx scripts/generate-reference.ts --module DIR [--source GIT_URL] [--out FILE]
 *                                                     render any Terraform module folder (stdout or FILE)
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readBuildEnv } from '../src/lib/config/buildEnv';
import { parseHcl } from '../src/lib/hcl/parser';
import { readModuleInterface } from '../src/lib/reference/moduleInterface';
import { buildServicePage } from '../src/lib/reference/servicePage';
import {
  generateCatalogPages,
  readServiceReadme,
  readTerraformFiles,
  writeCatalogPages,
} from '../plugins/service-catalog/catalog';

const SITE_DIR = path.resolve(import.meta.dirname, '..');

async function renderModule(dir: string, source: string | undefined, out: string | undefined): Promise<void> {
  const moduleDir = path.resolve(dir);
  const displayRoot = path.dirname(moduleDir);
  const files = await readTerraformFiles(moduleDir, displayRoot);
  if (files.length === 0) throw new Error(`${moduleDir} has no .tf files`);
  const page = buildServicePage({
    slug: path.basename(moduleDir),
    readme: await readServiceReadme(moduleDir, displayRoot),
    moduleInterface: await readModuleInterface(files, parseHcl),
    source: { localPath: source ?? moduleDir },
    release: undefined,
    generatedFrom: path.basename(moduleDir),
    editUrl: undefined,
  });
  if (out) {
    await writeFile(out, page);
    console.error(`Wrote ${out}`);
  } else {
    process.stdout.write(page);
  }
}

async function regenerateCatalog(check: boolean): Promise<void> {
  const started = performance.now();
  const pages = await generateCatalogPages(SITE_DIR, readBuildEnv(process.env).catalogSource);
  const inputs = pages.reduce((sum, page) => sum + page.moduleInterface.inputs.length, 0);
  const outputs = pages.reduce((sum, page) => sum + page.moduleInterface.outputs.length, 0);
  if (check) {
    const stale: string[] = [];
    for (const page of pages) {
      const current = await readFile(page.file, 'utf8').catch(() => undefined);
      if (current !== page.content) stale.push(path.relative(SITE_DIR, page.file));
    }
    if (stale.length > 0) {
      console.error(
        `These pages disagree with their modules (run npm run generate:reference):\n  ${stale.join('\n  ')}`,
      );
      process.exitCode = 1;
      return;
    }
    console.log(`${pages.length} service pages match their modules.`);
    return;
  }
  const written = await writeCatalogPages(SITE_DIR, pages);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `${pages.length} services, ${inputs} inputs, ${outputs} outputs documented; ${written} page(s) rewritten in ${seconds} s.`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      module: { type: 'string' },
      source: { type: 'string' },
      out: { type: 'string' },
      check: { type: 'boolean', default: false },
    },
  });
  if (values.module) await renderModule(values.module, values.source, values.out);
  else await regenerateCatalog(values.check);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
