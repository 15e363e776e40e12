// The npm registry this project is built against serves no macOS/Windows/Android binaries (404), so
// `npm install` silently leaves those optional platform packages out of package-lock.json, and then
// `npm ci` refuses the lock ("Missing: @next/swc-darwin-arm64@ from lock file"). This adds the missing
// optional entries with their platform, as a lock made on a full registry would have them: npm skips
// them on Linux and fetches them by name on a Mac or PC. Run after `npm install` changes the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

/** @param {string} name a package name, e.g. @next/swc-darwin-arm64 */
function platformOf(name) {
  const os = [
    'darwin',
    'win32',
    'linux',
    'android',
    'freebsd',
    'openharmony',
    'sunos',
    'netbsd',
    'openbsd',
    'aix',
  ].find((o) => name.includes(`-${o}-`) || name.endsWith(`-${o}`));
  const cpu = [
    'arm64',
    'x64',
    'ia32',
    'arm',
    'loong64',
    'ppc64',
    'riscv64',
    's390x',
    'wasm32',
  ].find((c) => new RegExp(`-${c}(-|$)`).test(name));
  const libc = /-musl/.test(name) ? ['musl'] : /-gnu/.test(name) ? ['glibc'] : undefined;
  return { os: os ? [os] : undefined, cpu: cpu ? [cpu] : undefined, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    packages[`node_modules/${name}`] = {
      version: version.replace(/^[\^~]/, ''),
      dev: entry.dev || undefined,
      optional: true,
      ...(cpu && { cpu }),
      ...(os && { os }),
      ...(libc && { libc }),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entries`);
