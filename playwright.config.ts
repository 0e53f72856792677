import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_ARGS, resolveChromiumPath } from './scripts/lib/chromium';

// E2E tests run against the production build, served on its own port so a dev server on 3000 is left alone.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'reports/playwright' }]]
    : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs about a fifth of a test's time, so only a retried test records one; to
    // debug a failure locally, run it again with `--trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: resolveChromiumPath(),
      args: [...CHROMIUM_LAUNCH_ARGS],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx docusaurus serve --dir ${BUILD_DIR} --port ${PORT} --no-open`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
