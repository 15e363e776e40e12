import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addedArticlePathOf, addedArticlesFolder, routes, specRoutes } from '@/lib/content/routes';
import { collections } from '@/lib/content/schema';
import {
  listedOn,
  pageOf,
  publishPlan,
  representativeRoutes,
} from '../../scripts/publish-plan.mjs';

/**
 * A small repository: two products, a service, two of the spec's articles and one added in the admin,
 * a legal page, the root files, uploads in use.
 */
const files = {
  'content/products/GlandsAccessories.yml':
    'image:\n  src: /images/uploads/gland-plate.webp\n  alt: A gland plate\n',
  'content/products/GlandsAccessories.ar.yml': 'image:\n  alt: لوحة\n',
  'content/products/HeatShrink.yml': 'tables: []\n',
  'content/services/cable-cutting.yml':
    'summary:\n  image:\n    src: /images/uploads/gland-plate.webp\n',
  'content/articles/blogdetail.yml': 'heading: An article\n',
  'content/articles/blogdetail3.yml': 'heading: Another\n',
  'content/articles/blogdetail3.ar.yml': 'heading: مقال\n',
  'content/blog/my-article.yml':
    'heading: Added in the admin\nheaderImage:\n  src: /images/uploads/my-photo.webp\n',
  'content/blog/my-article.ar.yml': 'heading: مقال جديد\n',
  'content/legal/privacy-policy.yml': 'sections: []\n',
  'content/site.yml': 'name: Company\n',
  'content/site.ar.yml': 'name: شركة\n',
  'content/home.yml': 'certifications:\n  - logo:\n      src: /images/certifications/quality.svg\n',
  'content/home.ar.yml': 'heroSlides: []\n',
  'content/about.yml': 'whoWeAre:\n  image:\n    src: /images/about/team.webp\n',
  'content/career.yml': 'jobs: {}\n',
  'content/contact.yml': 'cardsHeading: Contact\n',
  'content/contact.ar.yml': 'cardsHeading: اتصل\n',
  'content/hubs.yml': 'product:\n  menu: [/GlandsAccessories]\n',
  'content/hubs.ar.yml': 'product: {}\n',
  'content/routes.yml': '/about:\n  name: About\n',
  'content/routes.ar.yml': '/: {}\n',
  'content/PLACEHOLDERS.md': '# Placeholder register\n',
} as Record<string, string>;
const repository = { files: Object.keys(files), read: (path: string) => files[path]! };
const plan = (...changed: string[]) => publishPlan(changed, repository);
const both = (...paths: string[]) =>
  paths.flatMap((path) => [path, path === '/' ? '/ar' : `/ar${path}`]).sort();
const everywhere = [...representativeRoutes(repository.files)].sort();

describe('the publish plan', () => {
  it('runs everything when anything but content changed: any path outside content/ and public/images/', () => {
    const segment = fc.stringMatching(/^[\w.-]{1,12}$/);
    // Paths under the repository's own folders and beside the content ones: contents/, public/imagery/,
    // a file named content, public/brand/ and the root.
    const code = fc
      .tuple(
        fc.constantFrom(
          '',
          'lib/',
          'app/',
          'admin/',
          'public/',
          'public/brand/',
          'contents/',
          'public/imagery/',
          'tests/',
        ),
        fc.array(segment, { minLength: 1, maxLength: 4 }),
      )
      .map(([folder, parts]) => folder + parts.join('/'))
      .filter((path) => !/^(content|public\/images)\//.test(path));
    fc.assert(
      fc.property(code, (other) => {
        expect(plan('content/products/HeatShrink.yml', other)).toMatchObject({
          fast: false,
          reason: `${other} is not content: run everything`,
        });
      }),
    );
    for (const other of ['package.json', 'lib/content/schema.ts', 'admin/config.yml', 'content'])
      expect(plan('content/products/HeatShrink.yml', other)).toMatchObject({ fast: false });
    expect(plan()).toMatchObject({ fast: false });
  });

  it('checks an entry and the pages that list it, in both languages, whichever language changed', () => {
    const english = plan('content/products/GlandsAccessories.yml');
    expect(english).toEqual({
      fast: true,
      reason: 'content only (1 file)',
      routes: both('/GlandsAccessories', '/product'),
    });
    expect(plan('content/products/GlandsAccessories.ar.yml').routes).toEqual(english.routes);
    // A service's card is in the home page's carousel too.
    expect(plan('content/services/cable-cutting.yml').routes).toEqual(
      both('/cable-cutting', '/services', '/'),
    );
    expect(plan('content/legal/privacy-policy.ar.yml').routes).toEqual(both('/privacy-policy'));
  });

  it("checks one of the spec's articles at its own path, an added one under /blog/", () => {
    expect(plan('content/articles/blogdetail3.ar.yml').routes).toEqual(
      both('/blogdetail3', '/blog'),
    );
    expect(plan('content/articles/blogdetail.yml').routes).toEqual(both('/blogdetail', '/blog'));
    expect(plan('content/blog/my-article.yml').routes).toEqual(both('/blog/my-article', '/blog'));
    expect(plan('content/blog/my-article.ar.yml').routes).toEqual(
      both('/blog/my-article', '/blog'),
    );
  });

  it('checks only the listing pages when an entry was deleted', () => {
    expect(plan('content/products/Removed.yml').routes).toEqual(both('/product'));
    expect(plan('content/blog/old-article.yml', 'content/blog/old-article.ar.yml').routes).toEqual(
      both('/blog'),
    );
    expect(plan('content/articles/blogdetail5.yml').routes).toEqual(both('/blog'));
  });

  it('maps the root files to their pages, and a site-wide file to every template', () => {
    expect(plan('content/home.ar.yml').routes).toEqual(both('/'));
    expect(plan('content/about.yml').routes).toEqual(both('/about'));
    expect(plan('content/career.yml').routes).toEqual(both('/career'));
    expect(plan('content/contact.yml').routes).toEqual(both('/contact-us'));
    expect(plan('content/contact.ar.yml').routes).toEqual(both('/contact-us'));
    // Every page's name and banner; the hub pages and the header's Products menu; the company; a
    // root file this script does not know (the old hub-intros.yml, deleted) is taken as site-wide.
    for (const file of [
      'routes.yml',
      'routes.ar.yml',
      'hubs.yml',
      'hubs.ar.yml',
      'site.yml',
      'site.ar.yml',
      'hub-intros.yml',
    ])
      expect(plan(`content/${file}`).routes, file).toEqual(everywhere);
    expect(plan('content/PLACEHOLDERS.md')).toEqual({
      fast: true,
      reason: 'content only (1 file)',
      routes: [],
    });
  });

  it('takes every template once, with the first entry of each folder, as every page', () => {
    expect(everywhere).toEqual(
      // The templates of the spec (home, about, career, contact, quote, three hubs, blog list),
      // then the first entry of each content folder.
      both(
        ...'/ /about /career /contact-us /quote /product /services /industries /blog'.split(' '),
        ...'/GlandsAccessories /cable-cutting /blogdetail /privacy-policy'.split(' '),
      ),
    );
    // An article added in the admin has the spec articles' template: one of those stands for it.
    const added = representativeRoutes(['content/blog/a-first.yml', ...repository.files]);
    expect([...added].sort()).toEqual(everywhere);
  });

  it('checks the pages whose content uses an uploaded image', () => {
    expect(plan('public/images/uploads/gland-plate.webp').routes).toEqual(
      both('/GlandsAccessories', '/product', '/cable-cutting', '/services', '/'),
    );
    expect(plan('public/images/uploads/my-photo.webp').routes).toEqual(
      both('/blog/my-article', '/blog'),
    );
    expect(plan('public/images/certifications/quality.svg').routes).toEqual(both('/'));
    expect(plan('public/images/about/team.webp').routes).toEqual(both('/about'));
    expect(plan('public/images/uploads/unused.webp')).toMatchObject({ fast: true, routes: [] });
  });
});

describe("the publish plan's copy of the content model", () => {
  it("places an added article's page as the site does, and the spec's where they are", () => {
    for (const name of ['my-article', 'blogdetail6', 'a', 'blogdetail'])
      expect(pageOf(addedArticlesFolder, name), name).toBe(addedArticlePathOf(`${name}.yml`));
    for (const route of specRoutes.filter((spec) => spec.kind === 'article'))
      expect(pageOf('articles', route.path.slice(1))).toBe(route.path);
  });

  it('knows every folder of entries, each named after its pages', () => {
    const folders = Object.values(collections).flatMap((collection) =>
      collection.type === 'folder'
        ? [collection.folder, ...('added' in collection ? [collection.added] : [])]
        : [],
    );
    expect(Object.keys(listedOn).sort()).toEqual([...folders].sort());
    const kinds = {
      products: 'product',
      services: 'service',
      industries: 'industry',
      legal: 'legal',
    };
    for (const [folder, kind] of Object.entries(kinds))
      for (const route of specRoutes.filter((spec) => spec.kind === kind))
        expect(pageOf(folder, route.path.slice(1))).toBe(route.path);
  });

  it("names only pages of the site for the repository's own content", () => {
    const contentFiles = readdirSync('content', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`);
    const pages = new Set<string>(routes.flatMap((route) => both(route.path)));
    const named = [
      ...representativeRoutes(contentFiles),
      ...publishPlan(contentFiles, { files: contentFiles, read: () => '' }).routes,
    ];
    expect(named.length).toBeGreaterThan(routes.length);
    expect(named.filter((route) => !pages.has(route))).toEqual([]);
  });
});
