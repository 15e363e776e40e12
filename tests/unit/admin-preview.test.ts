import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fc, test as property } from '@fast-check/vitest';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { decode, outDir, readText, requireExport } from './export';
import { attr, selectOne } from '../html';

// The admin is its own site (issue 45): out-admin/, beside the public export.
const adminSite = join(outDir, '../out-admin');
const admin = join(adminSite, 'admin');
const contentDir = join(outDir, '../content');

interface Entry {
  get(key: string): unknown;
}
type Template = (props: {
  entry: Entry;
  getAsset(path: string): string;
  document: { documentElement: Record<string, string> };
}) => [string, { dangerouslySetInnerHTML: { __html: string } }];

/**
 * The shipped preview (out-admin/admin/preview.js) in a stand-in of the admin's page: the CMS
 * registers its templates, and `h` returns what it is given.
 */
function loadPreview() {
  const templates: Record<string, Template> = {};
  const styles: string[] = [];
  const self = {
    location: { href: 'https://admin.example/admin/' },
    h: (...args: unknown[]) => args,
    CMS: {
      registerPreviewStyle: (url: string) => styles.push(url),
      registerPreviewTemplate: (name: string, template: Template) => (templates[name] = template),
    },
  };
  new Function('self', readText(join(admin, 'preview.js')))(self);
  return { templates, styles };
}

/** The entry as the CMS hands it to a template: the pane's data, the other language's under i18n. */
function entryOf(slug: string, english: unknown, arabic: unknown, pane: 'en' | 'ar'): Entry {
  const map = (value: unknown) => ({ toJS: () => value });
  return {
    get: (key) =>
      key === 'slug'
        ? slug
        : key === 'data'
          ? map(pane === 'en' ? english : arabic)
          : map(pane === 'en' ? { ar: { data: arabic } } : { en: { data: english } }),
  };
}

/** The pane's document root and the page's markup for an entry. */
function preview(template: Template, entry: Entry) {
  const document = { documentElement: {} as Record<string, string> };
  const [tag, props] = template({ entry, getAsset: (path) => path, document });
  expect(tag).toBe('main');
  const html = props.dangerouslySetInnerHTML.__html;
  // The markup, and its text with the character references decoded.
  return { root: document.documentElement, html, text: decode(html) };
}

const read = (file: string) =>
  existsSync(file) ? (parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;

/** The English entries of a content folder, by file name without .yml. */
const entriesOf = (folder: string) =>
  readdirSync(join(contentDir, folder))
    .filter((file) => file.endsWith('.yml') && !/\.[a-z]{2}\.yml$/.test(file))
    .map((file) => file.slice(0, -'.yml'.length));

const detailFolders = ['products', 'services', 'industries'];

describe('the admin preview', () => {
  beforeAll(requireExport);

  it('registers the site’s templates for every product, service, industry page and article', () => {
    const { templates, styles } = loadPreview();
    expect(styles).toEqual(['/admin/preview.css']);
    for (const folder of [...detailFolders, 'articles'])
      for (const name of entriesOf(folder)) expect(Object.keys(templates), name).toContain(name);
  });

  it('previews each entry as its page, in English and in Arabic, from the entry’s own texts', () => {
    const { templates } = loadPreview();
    for (const folder of [...detailFolders, 'articles'])
      for (const name of entriesOf(folder)) {
        const english = read(join(contentDir, folder, `${name}.yml`))!;
        const arabic = read(join(contentDir, folder, `${name}.ar.yml`)) ?? {};
        const en = preview(templates[name]!, entryOf(name, english, arabic, 'en'));
        expect(en.root, name).toMatchObject({ lang: 'en', dir: 'ltr' });
        expect(selectOne(en.html, 'h1'), name).toBeDefined();
        // (A paragraph with {site.name} in it reads with the name: the next test.)
        for (const paragraph of (english.intro as string[] | undefined) ?? [])
          if (!paragraph.includes('{site.'))
            expect(en.text, `${name}: ${paragraph}`).toContain(`>${paragraph}<`);
        const ar = preview(templates[name]!, entryOf(name, english, arabic, 'ar'));
        expect(ar.root, name).toMatchObject({ lang: 'ar', dir: 'rtl' });
        expect(selectOne(ar.html, 'h1'), name).toBeDefined();
      }
  });

  it('shows the English where the Arabic is empty, marked as English', () => {
    const { templates } = loadPreview();
    const [name] = entriesOf('products');
    const english = read(join(contentDir, 'products', `${name}.yml`))!;
    const { text, root } = preview(templates[name!]!, entryOf(name!, english, {}, 'ar'));
    expect(root).toMatchObject({ lang: 'ar', dir: 'rtl' });
    const [first] = english.intro as string[];
    expect(text).toContain(`<span lang="en" dir="ltr">${first}</span>`);
  });

  it('fills in {site.name} and its kind, as the published page does', () => {
    const { templates } = loadPreview();
    const [name] = entriesOf('products');
    const { name: company } = read(join(contentDir, 'site.yml')) as { name: string };
    const english = {
      ...read(join(contentDir, 'products', `${name}.yml`)),
      intro: ['Supplied by {site.name}.'],
    };
    for (const pane of ['en', 'ar'] as const) {
      const { text } = preview(templates[name!]!, entryOf(name!, english, {}, pane));
      expect(text, pane).toContain(`Supplied by ${company}.`);
      expect(text, pane).not.toContain('{site.');
    }
  });

  it('ships the fonts and images it names, on the admin’s own site', () => {
    const css = readText(join(admin, 'preview.css'));
    const script = readText(join(admin, 'preview.js'));
    const fonts = [...script.matchAll(/"\/admin\/(fonts\/[^"]+\.woff2)"/g)].map(
      ([, file]) => file!,
    );
    expect(fonts.length, 'the preview names no font').toBeGreaterThan(0);
    for (const file of fonts) expect(existsSync(join(admin, file)), file).toBe(true);
    expect(css).not.toMatch(/url\((["']?)(?![a-z]+:|\/|#)/);
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
    // The preview registers its templates right after the CMS loads (the next element).
    const loader = selectOne(
      readText(join(admin, 'index.html')),
      'script[src="/admin/sveltia-cms.js"]',
    );
    expect(loader?.nextElementSibling?.tagName).toBe('SCRIPT');
    expect(attr(loader?.nextElementSibling ?? undefined, 'src')).toBe('/admin/preview.js');
  });

  it('ships the interface languages the CMS offers, at the path it asks for them', () => {
    const { version } = JSON.parse(
      readText(join(outDir, '../node_modules/@sveltia/cms/package.json')),
    ) as { version: string };
    for (const locale of ['ar', 'fr', 'en-GB'])
      expect(existsSync(join(admin, `cms@${version}/locales/${locale}.json`)), locale).toBe(true);
  });
});

describe('the admin preview of a draft', () => {
  let templates: Record<string, Template> = {};
  beforeAll(() => {
    requireExport();
    templates = loadPreview().templates;
  });

  /** Any value where a field is: what an editor half way through typing, or a broken file, gives. */
  const anyValue = fc.oneof(
    fc.anything(),
    fc.string(),
    fc.array(fc.string()),
    fc.array(fc.dictionary(fc.string(), fc.anything())),
  );
  /** A draft: the fields a page has (and others), each of any value or missing. */
  const draft = (fields: string[]) =>
    fc.oneof(
      fc.anything(),
      fc.record(Object.fromEntries([...fields, 'other'].map((key) => [key, anyValue])), {
        requiredKeys: [],
      }),
    );
  const detailFields = [
    'image',
    'intro',
    'highlights',
    'legend',
    'sections',
    'cardGroups',
    'tables',
    'checklist',
    'datasheet',
  ];
  const articleFields = [
    'heading',
    'excerpt',
    'intro',
    'published',
    'sections',
    'subtitle',
    'author',
    'headerImage',
    'sideImage',
    'listHeading',
    'list',
    'related',
  ];

  const pane = fc.constantFrom<'en' | 'ar'>('en', 'ar');

  property.prop([draft(detailFields), draft(detailFields), pane])(
    'a product, service or industry page never throws, in either language',
    (english, arabic, language) => {
      for (const folder of detailFolders) {
        const [name] = entriesOf(folder);
        const { html } = preview(templates[name!]!, entryOf(name!, english, arabic, language));
        expect(selectOne(html, 'h1')).toBeDefined();
      }
    },
  );

  property.prop([draft(articleFields), draft(articleFields), pane, fc.boolean()])(
    'an article, of the spec’s or one added in the admin, never throws, in either language',
    (english, arabic, language, added) => {
      const name = added ? 'blog' : entriesOf('articles')[0]!;
      const { html } = preview(
        templates[name]!,
        entryOf(added ? 'a-new-article' : name, english, arabic, language),
      );
      expect(selectOne(html, 'h1')).toBeDefined();
    },
  );

  property.prop([fc.string({ minLength: 1 }), fc.string({ minLength: 1 })])(
    'shows what the editor types: a section’s heading and a table’s caption',
    (heading, caption) => {
      const [name] = entriesOf('products');
      const english = {
        ...read(join(contentDir, 'products', `${name}.yml`)),
        sections: [{ heading }],
        tables: [{ caption, columns: [{ key: 'a', label: 'A' }], rows: [{ a: 1 }] }],
      };
      const { text } = preview(templates[name!]!, entryOf(name!, english, {}, 'en'));
      expect(text).toContain(heading);
      expect(text).toContain(caption);
    },
  );
});
