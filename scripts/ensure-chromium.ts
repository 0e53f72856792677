/**
 * Makes sure a system Chromium exists before the browser tests run: installs Debian's package when
 * running as root with apt-get, otherwise stops with a one-line instruction.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolveChromiumPath } from './lib/chromium';

function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

function main(): void {
  const found = resolveChromiumPath();
  if (found && existsSync(found)) {
    console.log(`Using Chromium at ${found}`);
    return;
  }
  if (!canInstallWithApt()) {
    console.error(
      'Chromium not found: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chrome/Chromium binary.',
    );
    process.exit(1);
  }
  console.log('Chromium not found; installing Debian package "chromium" with apt-get...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!resolveChromiumPath()) {
    console.error('apt-get finished but no Chromium binary was found; set CHROMIUM_PATH.');
    process.exit(1);
  }
}

main();
