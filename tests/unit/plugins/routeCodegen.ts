import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

const require = createRequire(import.meta.url);

/** A route as plugins hand it to Docusaurus's codegen. */
export interface RouteConfig {
  readonly path: string;
  readonly component: string;
  readonly exact?: boolean;
  readonly modules?: Record<string, string>;
  readonly context?: Record<string, string>;
  readonly routes?: RouteConfig[];
  readonly sidebar?: string;
}

const { generateRouteFiles } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles(options: { generatedFilesDir: string; routes: RouteConfig[] }): Promise<void>;
};

/**
 * Runs the installed Docusaurus codegen, as the build does, and returns the three route tables it writes.
 * Call it inside a test: the temporary folder goes when the test ends.
 */
export async function generateRouteTables(routes: RouteConfig[]) {
  const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'route-tables-'));
  onTestFinished(() => rmSync(generatedFilesDir, { recursive: true, force: true }));
  await generateRouteFiles({ generatedFilesDir, routes });
  const read = (file: string) => readFileSync(path.join(generatedFilesDir, file), 'utf8');
  return {
    routes: read('routes.js'),
    chunkNames: JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>,
    registry: read('registry.js'),
  };
}
