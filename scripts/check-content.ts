/**
 * Content checks for every doc (run by `npm test`): front matter, allowed tags, length, placeholder
 * words, HCL that parses, catalog module uses that match the catalog's interfaces, current Terragrunt
 * syntax, tool versions stated only on the recommended-tools page, the walkthrough step anatomy, and
 * dates a page reviewed on a later day still writes as future. Usage: tsx scripts/check-content.ts [docs-subfolder ...]
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { parseHcl } from '../src/lib/hcl/parser';
import { parseHclBlocks } from '../src/lib/content/hclBlocks';
import { checkModuleUsage, type CatalogIndex, type CatalogModule } from '../src/lib/content/moduleUsage';
import { checkHistoricalNote } from '../src/lib/content/historicalPages';
import { checkOutputCaptions } from '../src/lib/content/outputCaptions';
import { checkPastDates } from '../src/lib/content/pastDates';
import {
  checkFrontMatter,
  checkHclParses,
  checkProse,
  type ContentProblem,
  type DocInput,
  unusedTags,
} from '../src/lib/content/rules';
import { checkTerragruntSyntax } from '../src/lib/content/terragruntSyntax';
import { checkToolVersionClaims } from '../src/lib/content/toolVersions';
import { checkWalkthroughStep } from '../src/lib/content/walkthroughSteps';
import { readModuleInterface } from '../src/lib/reference/moduleInterface';
import {
  listCatalogServices,
  readServiceReadme,
  readTerraformFiles,
} from '../plugins/service-catalog/catalog';
import { loadAllowedTags } from './lib/tags';

const SITE_DIR = path.resolve(import.meta.dirname, '..');
const DOCS_DIR = path.join(SITE_DIR, 'docs');

async function loadDoc(file: string): Promise<DocInput> {
  const raw = await readFile(path.join(DOCS_DIR, file), 'utf8');
  const parsed = matter(raw);
  const bodyLineOffset = raw.slice(0, raw.length - parsed.content.length).split('\n').length - 1;
  return { file, frontMatter: parsed.data, body: parsed.content, bodyLineOffset };
}

/** The catalog's module interfaces, keyed by module path, as the module-usage check reads them. */
async function loadCatalogIndex(): Promise<CatalogIndex> {
  const index = new Map<string, CatalogModule>();
  for (const service of await listCatalogServices(SITE_DIR)) {
    const readme = await readServiceReadme(service.dir, SITE_DIR);
    if (!readme) continue;
    const { inputs } = await readModuleInterface(await readTerraformFiles(service.dir, SITE_DIR), parseHcl);
    index.set(readme.meta.modulePath, {
      service: `${service.category}/${service.slug}`,
      isTerraform: readme.meta.kind === 'module',
      inputs: new Map(inputs.map((input) => [input.name, { required: input.required }])),
    });
  }
  return index;
}

/** Partials (`_name.mdx`, `_folder/`) are imported into pages, not pages themselves. */
const isPartial = (file: string): boolean => file.split('/').some((segment) => segment.startsWith('_'));

async function main(): Promise<void> {
  const folders = process.argv.slice(2);
  const allowedTags = await loadAllowedTags();
  const catalog = await loadCatalogIndex();
  const files = (await readdir(DOCS_DIR, { recursive: true }))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => folders.length === 0 || folders.some((folder) => file.startsWith(folder)))
    .sort();
  const problems: ContentProblem[] = [];
  const used = new Set<string>();
  for (const file of files) {
    const doc = await loadDoc(file);
    const blocks = await parseHclBlocks(file, doc.body, doc.bodyLineOffset, parseHcl);
    if (!isPartial(file)) {
      problems.push(
        ...checkFrontMatter(doc, allowedTags),
        ...checkProse(doc),
        ...checkPastDates(file, doc.frontMatter, doc.body, doc.bodyLineOffset),
        ...checkHistoricalNote(file, doc.frontMatter, doc.body),
      );
      if (Array.isArray(doc.frontMatter.tags)) doc.frontMatter.tags.forEach((tag) => used.add(String(tag)));
    }
    problems.push(
      ...checkHclParses(file, blocks),
      ...checkModuleUsage(file, blocks, catalog),
      ...checkTerragruntSyntax(file, doc.body, doc.bodyLineOffset, blocks),
      ...checkToolVersionClaims(file, doc.body, doc.bodyLineOffset),
      ...checkWalkthroughStep(file, doc.body, doc.bodyLineOffset),
      ...checkOutputCaptions(file, doc.body, doc.bodyLineOffset),
    );
  }
  if (folders.length === 0) {
    for (const tag of unusedTags(allowedTags, used)) {
      problems.push({
        file: 'tags.yml',
        line: 1,
        message: `tag "${tag}" is not used by any doc, so /tags/${tag} would not exist`,
      });
    }
  }
  for (const problem of problems) console.error(`docs/${problem.file}:${problem.line}: ${problem.message}`);
  console.log(`${files.length} docs checked, ${problems.length} problem(s).`);
  if (problems.length > 0) process.exitCode = 1;
}

await main();
