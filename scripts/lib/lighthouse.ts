import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { figuresOf, type LighthouseFigures } from '../../src/lib/bench/lighthouse';
import { CHROMIUM_LAUNCH_ARGS, resolveChromiumPath } from './chromium';

/**
 * One Lighthouse run in a fresh Chromium. No config is passed: Lighthouse's default is the mobile preset
 * (Moto G Power screen, slow 4G, 4× CPU slowdown) with simulated throttling.
 */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await launch({
    chromePath: resolveChromiumPath(),
    chromeFlags: [...CHROMIUM_LAUNCH_ARGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}
