/**
 * Compares every module service in catalog/ with the provider's published module reference: missing,
 * extra or required-mismatched names, and differing types, defaults or sensitivity.
 *
 *   tsx scripts/compare-published-reference.ts --published <dir>
 *
 * <dir> holds the published pages as `<category>/<service>.md`, e.g. `docs/reference/services/` of a
 * checkout of gruntwork-io/docs at the commit catalog/catalog.json names. Exits 1 on any difference.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseHcl } from '../src/lib/hcl/parser';
import { compareInterface, type InterfaceDifference } from '../src/lib/reference/compareInterface';
import { readModuleInterface } from '../src/lib/reference/moduleInterface';
import { parsePublishedReference } from '../src/lib/reference/publishedReference';
import {
  listCatalogServices,
  readCatalogManifest,
  readServiceReadme,
  readTerraformFiles,
} from '../plugins/service-catalog/catalog';

const SITE_DIR = path.resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { published: { type: 'string' } } });
  if (!values.published) throw new Error('Usage: compare-published-reference --published <dir>');
  const publishedDir = path.resolve(values.published);
  const { ref } = await readCatalogManifest(SITE_DIR);
  const totals = { services: 0, inputs: 0, outputs: 0, differences: 0 };
  const byKind = new Map<string, number>();
  for (const service of await listCatalogServices(SITE_DIR)) {
    const readme = await readServiceReadme(service.dir, SITE_DIR);
    const pageFile = path.join(publishedDir, service.category, `${service.slug}.md`);
    const page = await readFile(pageFile, 'utf8').catch(() => undefined);
    const label = `${service.category}/${service.slug}`;
    if (page === undefined) {
      console.log(`${label}: no published page at ${pageFile}`);
      totals.differences += 1;
      continue;
    }
    const published = parsePublishedReference(page);
    const problems: string[] = [];
    if (published.version && `v${published.version}` !== ref)
      problems.push(`published page documents v${published.version}, catalog pins ${ref}`);
    if (readme && published.modulePath && published.modulePath !== readme.meta.modulePath)
      problems.push(`module path ${readme.meta.modulePath}, published ${published.modulePath}`);
    const documented = await readModuleInterface(await readTerraformFiles(service.dir, SITE_DIR), parseHcl);
    const differences: InterfaceDifference[] = await compareInterface(documented, published, parseHcl);
    for (const difference of differences) {
      byKind.set(difference.kind, (byKind.get(difference.kind) ?? 0) + 1);
      const detail =
        difference.published === undefined
          ? ''
          : ` (published ${difference.published}, documented ${difference.documented ?? 'none'})`;
      problems.push(`${difference.kind} ${difference.name}${detail}`);
    }
    totals.services += 1;
    totals.inputs += published.inputs.length;
    totals.outputs += published.outputs.length;
    totals.differences += problems.length;
    console.log(
      `${label}: ${published.inputs.length} inputs, ${published.outputs.length} outputs, ${problems.length} difference(s)`,
    );
    for (const problem of problems) console.log(`  ${problem}`);
  }
  const kinds = [...byKind].map(([kind, count]) => `${kind}: ${count}`).join(', ');
  console.log(
    `\n${totals.services} services, ${totals.inputs} published inputs and ${totals.outputs} outputs compared: ${totals.differences} difference(s)${kinds ? ` (${kinds})` : ''}.`,
  );
  if (totals.differences > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
