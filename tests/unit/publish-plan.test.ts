import { describe, expect, it } from 'vitest';
import { publishPlan, representativeRoutes } from '../../scripts/publish-plan.mjs';

/** A small repository: two products, a service, an article, the root files, one upload in use. */
const files = {
  'content/products/GlandsAccessories.yml':
    'path: /GlandsAccessories\nimage:\n  src: /images/uploads/gland-plate.webp\n',
  'content/products/GlandsAccessories.ar.yml': 'path: /GlandsAccessories\n',
  'content/products/HeatShrink.yml': 'path: /HeatShrink\n',
  'content/services/cable-cutting.yml':
    'path: /cable-cutting\nimage:\n  src: /images/uploads/gland-plate.webp\n',
  'content/articles/blogdetail.yml': 'path: /blogdetail\n',
  'content/legal/privacy-policy.yml': 'path: /privacy-policy\n',
  'content/site.yml': 'name: Company\n',
  'content/home.yml': 'heroSlides: []\n',
  'content/hub-intros.yml': 'services: {}\n',
  'content/routes.ar.yml': '/: {}\n',
  'content/PLACEHOLDERS.md': '# Placeholder register\n',
} as Record<string, string>;
const repository = { files: Object.keys(files), read: (path: string) => files[path]! };
const plan = (...changed: string[]) => publishPlan(changed, repository);

describe('the publish plan', () => {
  it('runs everything when anything but content changed', () => {
    for (const other of [
      'lib/content/schema.ts',
      'package.json',
      'public/brand/logo.svg',
      'admin/config.yml',
    ])
      expect(plan('content/products/HeatShrink.yml', other)).toMatchObject({
        fast: false,
        reason: `${other} is not content: run everything`,
      });
    expect(plan()).toMatchObject({ fast: false });
  });

  it('checks an entry and its listing page, in both languages, whichever language changed', () => {
    const english = plan('content/products/GlandsAccessories.yml');
    expect(english).toEqual({
      fast: true,
      reason: 'content only (1 file)',
      routes: ['/GlandsAccessories', '/ar/GlandsAccessories', '/ar/product', '/product'],
    });
    expect(plan('content/products/GlandsAccessories.ar.yml').routes).toEqual(english.routes);
    expect(plan('content/articles/blogdetail.yml').routes).toEqual([
      '/ar/blog',
      '/ar/blogdetail',
      '/blog',
      '/blogdetail',
    ]);
    expect(plan('content/legal/privacy-policy.ar.yml').routes).toEqual([
      '/ar/privacy-policy',
      '/privacy-policy',
    ]);
  });

  it('checks only the listing page when an entry was deleted', () => {
    expect(plan('content/products/Removed.yml').routes).toEqual(['/ar/product', '/product']);
  });

  it('maps the root files to their pages, and a site-wide file to every template', () => {
    expect(plan('content/home.ar.yml').routes).toEqual(['/', '/ar']);
    expect(plan('content/hub-intros.yml').routes).toEqual([
      '/ar/blog',
      '/ar/industries',
      '/ar/product',
      '/ar/services',
      '/blog',
      '/industries',
      '/product',
      '/services',
    ]);
    const everywhere = representativeRoutes(repository.files);
    expect(plan('content/site.yml').routes).toEqual([...everywhere].sort());
    expect(plan('content/routes.ar.yml').routes).toEqual([...everywhere].sort());
    expect(everywhere).toEqual(
      expect.arrayContaining([
        '/',
        '/ar',
        '/contact-us',
        '/ar/contact-us',
        '/GlandsAccessories',
        '/ar/blogdetail',
        '/privacy-policy',
      ]),
    );
    expect(everywhere).not.toContain('/HeatShrink'); // one entry per folder
    expect(plan('content/PLACEHOLDERS.md')).toEqual({
      fast: true,
      reason: 'content only (1 file)',
      routes: [],
    });
  });

  it('checks the pages whose entries use an uploaded image', () => {
    expect(plan('public/images/uploads/gland-plate.webp').routes).toEqual([
      '/GlandsAccessories',
      '/ar/GlandsAccessories',
      '/ar/cable-cutting',
      '/ar/product',
      '/ar/services',
      '/cable-cutting',
      '/product',
      '/services',
    ]);
    expect(plan('public/images/uploads/unused.webp')).toMatchObject({ fast: true, routes: [] });
  });
});
