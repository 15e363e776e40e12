import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  builtClassNames,
  exportedPages,
  localClassNames,
  previewModules,
  stylesheetOrder,
  textOf,
} from '../../scripts/admin-preview.mjs';
import { outDir, readText, requireExport } from './export';

describe('the admin preview build', () => {
  it('orders the stylesheets as the pages apply them, a new one after the one it follows', () => {
    expect(
      stylesheetOrder([
        ['/base.css', '/layout.css', '/print.css'],
        ['/base.css', '/arabic.css', '/layout.css'],
        ['/base.css', '/layout.css', '/search.css', '/print.css'],
      ]),
    ).toEqual(['/base.css', '/arabic.css', '/layout.css', '/search.css', '/print.css']);
  });

  it("reads a CSS module's class names, not its numbers, files, strings or comments", () => {
    const css = `/* .comment */
      .lead { grid-template-columns: 1.1fr 1fr; background: url(./a.svg); }
      @media (min-width: 1024px) { .intro p:first-child, .-dash:hover { content: ".quoted"; } }
      .lead .figure_x { margin: 0 }`;
    expect(localClassNames(css)).toEqual(['-dash', 'figure_x', 'intro', 'lead']);
  });

  it('finds the one build prefix that carries exactly the module’s classes', () => {
    // Two modules share `body` and `title`; only one has exactly {body, card, title}.
    const built =
      '.Ab12_card{}.Ab12_body p{}.Ab12_title{}.Cd-3_body{}.Cd-3_title{}.Cd-3_card{}.Cd-3_extra{}';
    expect(builtClassNames(['body', 'card', 'title'], built, 'Cards.module.css')).toEqual({
      body: 'Ab12_body',
      card: 'Ab12_card',
      title: 'Ab12_title',
    });
    expect(() => builtClassNames(['body', 'missing'], built, 'X.module.css')).toThrow(
      /found 0 built class prefixes for exactly X\.module\.css/,
    );
  });

  it('reads the text of a heading as a visitor does', () => {
    expect(textOf('Cable Glands &amp; <bdi>M20</bdi>\n  Accessories&#x2019;')).toBe(
      'Cable Glands & M20 Accessories’',
    );
  });
});

describe('the exported admin preview', () => {
  beforeAll(requireExport);
  // The admin is its own site (issue 45): out-admin/, beside the public export.
  const adminSite = join(outDir, '../out-admin');
  const admin = join(adminSite, 'admin');

  it('is the site’s stylesheets, every one an exported page uses, with absolute url()s', () => {
    const css = readText(join(admin, 'preview.css'));
    for (const file of exportedPages(outDir))
      for (const [, href] of readText(join(outDir, file)).matchAll(
        /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/g,
      ))
        expect(css, `${file}: ${href}`).toContain(`/* ${href} */`);
    expect(css).not.toMatch(/url\((["']?)(?![a-z]+:|\/|#)/);
  });

  it('finds every file its CSS names on the admin’s own site, as the public site serves it', () => {
    const css = readText(join(admin, 'preview.css'));
    const urls = [...css.matchAll(/url\(["']?(\/[^"')]+)["']?\)/g)].map(([, url]) => url!);
    expect(urls.length, 'the preview CSS names no font').toBeGreaterThan(0);
    for (const url of urls)
      expect(readFileSync(join(adminSite, url)), url).toEqual(readFileSync(join(outDir, url)));
    // The images an entry shows (public_folder /images), under the same paths.
    for (const file of readdirSync(join(outDir, 'images'), {
      recursive: true,
      withFileTypes: true,
    }))
      if (file.isFile()) {
        const path = join(file.parentPath, file.name).slice(outDir.length);
        expect(existsSync(join(adminSite, path)), path).toBe(true);
      }
  });

  it("uses each CSS module's built class names, and the module's classes reach the preview", () => {
    const script = readText(join(admin, 'preview.js'));
    const css = readText(join(admin, 'preview.css'));
    for (const cssModule of Object.values(previewModules)) {
      const names = builtClassNames(
        localClassNames(readFileSync(join(outDir, '..', cssModule), 'utf8')),
        css,
        cssModule,
      );
      for (const name of Object.values(names)) expect(script, cssModule).toContain(name);
    }
  });

  it('loads React DOM and Immutable.js from our own copies, at the version the CMS asks for', () => {
    const cms = JSON.parse(readText(join(outDir, '../node_modules/@sveltia/cms/package.json'))) as {
      dependencies: Record<string, string>;
    };
    const immutable = cms.dependencies.immutable!.replace(/^\D/, '');
    for (const file of [
      'chunks/react-dom.js',
      `npm/immutable@${immutable}/dist/immutable.es.js`,
      'preview.js',
      'preview.css',
    ])
      expect(existsSync(join(admin, file)), file).toBe(true);
    expect(readText(join(admin, 'chunks/react-dom.js'))).not.toContain('sourceMappingURL');
    const bundle = readText(join(admin, 'sveltia-cms.js'));
    expect(bundle).not.toContain('`https://unpkg.com/${');
    expect(readText(join(admin, 'index.html'))).toMatch(
      /<script src="\/admin\/sveltia-cms.js"><\/script>\s*(<!--[^>]*-->\s*)?<script src="\/admin\/preview.js"><\/script>/,
    );
  });

  it('ships the interface languages the CMS offers, at the path it asks for them', () => {
    const { version } = JSON.parse(
      readText(join(outDir, '../node_modules/@sveltia/cms/package.json')),
    ) as { version: string };
    for (const locale of ['ar', 'fr', 'en-GB'])
      expect(existsSync(join(admin, `cms@${version}/locales/${locale}.json`)), locale).toBe(true);
  });
});
