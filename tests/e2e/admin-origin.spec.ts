import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { test, expect } from './fixtures';
import { adminURL, nginxAdminURL } from '../../playwright.config';
import { signInLocally } from './cms/admin';
import { repositoryFiles } from './cms/opfs';
import { metaPolicy, select } from '../html';

/*
 * Issue 45, "Done when": the content admin is its own site. An editor signed in to the admin (on its
 * own origin, local-repository mode) leaves state in that origin's storage; a script on a public
 * page (another origin) finds none of it. And the public site's /admin answers a redirect to the
 * admin's origin, which content/site.yml names.
 */

const root = process.cwd();
const site = parse(readFileSync(join(root, 'content/site.yml'), 'utf8')) as {
  adminOrigin: string;
};
const adminAddress = `${new URL(site.adminOrigin).origin}/admin/`;

/** What a script on the page can see of its origin's storage: localStorage, IndexedDB, OPFS. */
const storageOf = (page: Page) =>
  page.evaluate(async () => {
    const local = Object.fromEntries(
      Array.from({ length: localStorage.length }, (_, index) => {
        const key = localStorage.key(index)!;
        return [key, localStorage.getItem(key) ?? ''];
      }),
    );
    const databases = (await indexedDB.databases()).map(({ name }) => name ?? '');
    const files: string[] = [];
    const directory = (await navigator.storage.getDirectory()) as FileSystemDirectoryHandle & {
      keys(): AsyncIterableIterator<string>;
    };
    for await (const name of directory.keys()) files.push(name);
    return { local, databases, files };
  });

test.describe('the admin is its own site', () => {
  // A 2 MB single-page app reading the whole content folder, on a shared, busy machine.
  test.beforeEach(() => test.slow());

  test('nothing the signed-in admin stores is readable by a script on a public page', async ({
    page,
    baseURL,
  }) => {
    const publicOrigin = new URL(baseURL!).origin;
    const adminOrigin = new URL(adminURL).origin;
    expect(adminOrigin, 'the tests serve the admin on the public origin').not.toBe(publicOrigin);

    // Signed in to the admin on its origin, with a repository in its private file system.
    await signInLocally(page, repositoryFiles(root, ['content']), adminURL);
    expect(new URL(page.url()).origin).toBe(adminOrigin);
    // What the audit planted: a token where Sveltia keeps its user.
    const token = `github_pat_${'x'.repeat(20)}_isolation_probe`;
    await page.evaluate((token) => {
      const user = JSON.parse(localStorage.getItem('sveltia-cms.user') ?? '{}') as object;
      localStorage.setItem('sveltia-cms.user', JSON.stringify({ ...user, token }));
    }, token);
    const stored = await storageOf(page);
    // The admin really stored its state: its user, its IndexedDB databases, the repository folder.
    expect(Object.keys(stored.local)).toContain('sveltia-cms.user');
    expect(stored.databases.length, 'the admin keeps no IndexedDB database').toBeGreaterThan(0);
    expect(stored.files.length).toBeGreaterThan(0);

    // A script on a public page of the same browser finds none of it.
    const visitor = await page.context().newPage();
    await visitor.goto(`${publicOrigin}/about`);
    const seen = await storageOf(visitor);
    for (const key of Object.keys(stored.local))
      expect(Object.keys(seen.local), `public page reads ${key}`).not.toContain(key);
    for (const [key, value] of Object.entries(seen.local))
      expect(value, `public ${key}`).not.toContain(token);
    for (const name of stored.databases)
      expect(seen.databases, `public page opens ${name}`).not.toContain(name);
    expect(seen.files, 'public page lists the admin repository').toEqual([]);
  });
});

// The public site holds no admin: /admin (and what was under it) answers a redirect to the
// admin's origin, on the test's static server, on nginx with the generated config and on Cloudflare
// Pages' emulator with out/_redirects (whose rules win over the redirect page out/admin/index.html).
test(
  'the public site answers /admin with a redirect to the admin origin',
  { tag: ['@nginx', '@cloudflare'] },
  async ({ request }) => {
    /** Where `path` leads, following the public site's own redirects (/admin/index.html → /admin). */
    const target = async (path: string) => {
      for (let hop = 0; hop < 3; hop++) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect([301, 302, 308], `${path}: HTTP ${response.status()}`).toContain(response.status());
        const location = response.headers().location!;
        if (/^https?:/.test(location)) return location;
        path = location;
      }
      throw new Error(`${path}: no redirect off the site`);
    };
    for (const path of ['/admin/', '/admin', '/admin/index.html'])
      expect(await target(path), path).toBe(adminAddress);
    // The admin's own files are not on the public site.
    for (const path of ['/admin/sveltia-cms.js', '/admin/config.yml'])
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).not.toBe(200);
  },
);

test(
  "the admin's own site answers with its own policy and goes from / to /admin/",
  { tag: '@nginx' },
  async ({ page, request }, testInfo) => {
    const origin = testInfo.project.name === 'nginx' ? nginxAdminURL : adminURL;
    // nginx answers / with a redirect; a host without rules (the static server, GitHub Pages) with
    // a page that moves on.
    await page.goto(`${origin}/`);
    await page.waitForURL(`${origin}/admin/`);
    const html = await (await request.get(`${origin}/admin/`)).text();
    expect(select(html, 'script[src="/admin/sveltia-cms.js"]')).toHaveLength(1);
    expect(metaPolicy(html)).toMatch(/^default-src 'none'; script-src 'self';/);
    const config = parse(await (await request.get(`${origin}/admin/config.yml`)).text()) as {
      site_url?: string;
      display_url?: string;
    };
    const siteOrigin = (
      parse(readFileSync(join(process.cwd(), 'content/site.yml'), 'utf8')) as { origin: string }
    ).origin;
    expect(config.site_url).toBe(siteOrigin);
    expect(config.display_url).toBe(siteOrigin);
    // The host files of its CDN project are never served as content.
    if (testInfo.project.name === 'nginx')
      for (const path of ['/_headers', '/_redirects'])
        expect((await request.get(`${origin}${path}`)).status(), path).toBe(404);
  },
);
