import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/** Flags that let Debian's Chromium run headless on a sandboxed machine without outside network. */
export const CHROMIUM_LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
] as const;

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The browser binary: CHROMIUM_PATH if set, else the first system Chromium found. */
export function resolveChromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROMIUM_PATH?.trim();
  if (fromEnv) return fromEnv;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/** Headless Chromium driven by Playwright, for the benchmark scripts. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: resolveChromiumPath(), args: [...CHROMIUM_LAUNCH_ARGS] });
}
