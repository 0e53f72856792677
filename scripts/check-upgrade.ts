/**
 * Tries the newest Docusaurus release or prerelease that all of the site's @docusaurus/* packages share,
 * in a scratch copy of the project, on a Node.js release that version accepts (fetched from the npm
 * registry when the running one is too old): installs it, builds the site, runs the plugin unit tests,
 * and names each plugin that broke in its own words. Outside `npm test`; run it before an upgrade with
 * `npm run check:upgrade` (add `-- --version <x>` to try a given version, `--keep` to keep the copy).
 */
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { upgradeFindings, type UpgradeFinding } from '../src/lib/upgrade/findings';
import { runProcess } from './lib/samples/process';

const SITE_DIR = path.resolve(import.meta.dirname, '..');

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, unknown>;
}

async function npmJson<T>(args: readonly string[]): Promise<T> {
  const result = await runProcess('npm', ['view', ...args, '--json']);
  if (result.code !== 0) throw new Error(`npm view ${args.join(' ')} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

/** The newest version every one of the packages has published, prereleases included. */
async function newestSharedVersion(packages: readonly string[]): Promise<string> {
  let shared: Set<string> | undefined;
  for (const name of packages) {
    const versions = new Set(await npmJson<string[]>([name, 'versions']));
    shared = shared ? new Set([...shared].filter((version) => versions.has(version))) : versions;
  }
  const newest = semver.rsort([...(shared ?? [])])[0];
  if (!newest) throw new Error(`no version is shared by ${packages.join(', ')}`);
  return newest;
}

/** A Node.js binary that meets the range: the running one, or the newest matching build from the registry. */
async function nodeFor(range: string, scratch: string): Promise<string> {
  if (semver.satisfies(process.version, range)) return process.execPath;
  const platformPackage = `node-${process.platform}-${process.arch}`;
  const versions = await npmJson<string[]>([platformPackage, 'versions']);
  const version = semver.maxSatisfying(versions, range);
  if (!version) throw new Error(`no ${platformPackage} release meets engines.node ${range}`);
  const prefix = path.join(scratch, 'node');
  await mkdir(prefix, { recursive: true });
  const install = await runProcess('npm', [
    'install',
    '--prefix',
    prefix,
    '--no-save',
    `${platformPackage}@${version}`,
  ]);
  if (install.code !== 0)
    throw new Error(`installing ${platformPackage}@${version} failed:\n${install.stderr}`);
  console.log(`Node.js ${version} (engines.node ${range}) from ${platformPackage}`);
  return path.join(prefix, 'node_modules', platformPackage, 'bin', 'node');
}

/** Copies the tracked files of the project, as a fresh clone would have them. */
async function copyProject(target: string): Promise<void> {
  const listed = await runProcess('git', ['ls-files', '-z'], { cwd: SITE_DIR });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    await mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await cp(path.join(SITE_DIR, file), path.join(target, file));
  }
}

function pinDocusaurus(manifest: PackageJson, version: string): string[] {
  const pinned: string[] = [];
  for (const deps of [manifest.dependencies, manifest.devDependencies]) {
    for (const name of Object.keys(deps ?? {})) {
      if (deps && name.startsWith('@docusaurus/')) {
        deps[name] = version;
        pinned.push(name);
      }
    }
  }
  // One copy of each package: a plugin whose peer range excludes prereleases would otherwise keep the old theme.
  manifest.overrides = {
    ...manifest.overrides,
    ...Object.fromEntries(
      ['@docusaurus/theme-classic', '@docusaurus/theme-common', '@docusaurus/core'].map((name) => [
        name,
        version,
      ]),
    ),
  };
  return pinned;
}

function report(step: string, findings: readonly UpgradeFinding[]): void {
  for (const finding of findings) console.log(`  ${finding.plugin}: ${finding.message}`);
  if (findings.length === 0) console.log(`  ${step} passed`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const keep = args.includes('--keep');
  const manifest = JSON.parse(await readFile(path.join(SITE_DIR, 'package.json'), 'utf8')) as PackageJson;
  const docusaurusPackages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
    (name) => name.startsWith('@docusaurus/'),
  );
  const requested = args[args.indexOf('--version') + 1];
  const version =
    args.includes('--version') && requested ? requested : await newestSharedVersion(docusaurusPackages);
  const engines = await npmJson<{ node?: string }>([`@docusaurus/core@${version}`, 'engines']);
  const scratch = await mkdtemp(path.join(tmpdir(), `docusaurus-${version}-`));
  console.log(`Trying Docusaurus ${version} in ${scratch}`);
  try {
    const node = await nodeFor(engines.node ?? '*', scratch);
    const project = path.join(scratch, 'site');
    await copyProject(project);
    pinDocusaurus(manifest, version);
    await writeFile(path.join(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const env = { ...process.env, PATH: `${path.dirname(node)}:${process.env.PATH ?? ''}` };
    const install = await runProcess('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps'], {
      cwd: project,
      env,
    });
    if (install.code !== 0) {
      console.log(`npm install failed:\n${install.stderr.split('\n').slice(-15).join('\n')}`);
      process.exitCode = 1;
      return;
    }
    console.log('Build:');
    const build = await runProcess('npm', ['run', 'build'], { cwd: project, env });
    const plugins = (await readdir(path.join(SITE_DIR, 'plugins'), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const buildFindings = upgradeFindings(`${build.stdout}\n${build.stderr}`, build.code === 0, plugins);
    report('the build', buildFindings);
    console.log('Plugin unit tests:');
    const tests = await runProcess('npx', ['vitest', 'run', 'tests/unit/plugins'], { cwd: project, env });
    const testFindings = upgradeFindings(`${tests.stdout}\n${tests.stderr}`, tests.code === 0, plugins);
    report('the plugin tests', testFindings);
    const broken = [...buildFindings, ...testFindings];
    console.log(
      broken.length === 0
        ? `Docusaurus ${version} builds this site and passes the plugin tests.`
        : `Docusaurus ${version}: ${new Set(broken.map((finding) => finding.plugin)).size} part(s) to review before upgrading.`,
    );
    if (broken.length > 0) process.exitCode = 1;
  } finally {
    if (!keep) await rm(scratch, { recursive: true, force: true });
  }
}

await main();
