import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { figuresOf, type LighthouseFigures, type ThrottlingMethod } from '../../src/lib/bench/lighthouse';
import { CHROMIUM_LAUNCH_ARGS, resolveChromiumPath } from './chromium';

/**
 * One Lighthouse run in a fresh Chromium with Lighthouse's default mobile preset (Moto G Power screen,
 * slow 4G, 4× CPU slowdown), throttled by the given method.
 */
export async function runLighthouse(
  url: string,
  throttling: ThrottlingMethod = 'simulate',
): Promise<LighthouseFigures> {
  const chrome = await launch({
    chromePath: resolveChromiumPath(),
    chromeFlags: [...CHROMIUM_LAUNCH_ARGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}
