import { readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  footerLinks,
  indexedRoutes,
  mainNav,
  productCatalogue,
  productsMenu,
  routes,
} from '@/content/routes';
import sitemap from '@/app/sitemap';
import { fullTitle } from '@/components/seo/page-metadata';

const appDir = join(__dirname, '../../app');

/** Every folder under app/ that holds a page.tsx, as the URL path it serves. */
function pageFolders(dir = appDir, prefix = ''): string[] {
  const here = existsSync(join(dir, 'page.tsx')) ? [prefix || '/'] : [];
  const children = readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .flatMap((name) => pageFolders(join(dir, name), `${prefix}/${name}`));
  return [...here, ...children];
}

describe('route module', () => {
  it('lists exactly the 38 routes of the spec, plus the quote list', () => {
    expect(routes).toHaveLength(39);
    expect(new Set(routes.map((route) => route.path)).size).toBe(39);
    expect(routes.filter((route) => route.noindex).map((route) => route.path)).toEqual(['/quote']);
  });

  it('matches the folders under app/ exactly, in exact case', () => {
    expect(pageFolders().sort()).toEqual(routes.map((route) => route.path).sort());
  });

  it('gives every route a unique title and a unique description', () => {
    const titles = routes.map((route) => route.title);
    const descriptions = routes.map((route) => route.description);
    expect(new Set(titles).size, 'duplicate title').toBe(titles.length);
    expect(new Set(descriptions).size, 'duplicate description').toBe(descriptions.length);
    for (const route of routes) {
      expect(route.description.length, `${route.path} description length`).toBeGreaterThanOrEqual(
        70,
      );
      expect(route.description.length, `${route.path} description length`).toBeLessThanOrEqual(200);
      expect(route.tagline.length, `${route.path} tagline`).toBeGreaterThan(20);
    }
  });

  it('keeps every full page title within 70 characters, so results pages show it whole', () => {
    for (const route of routes)
      expect(fullTitle(route.path).length, fullTitle(route.path)).toBeLessThanOrEqual(70);
  });

  it('builds the nav, dropdown and footer in the spec order', () => {
    expect(mainNav.map((link) => link.href)).toEqual([
      '/',
      '/about',
      '/services',
      '/industries',
      '/product',
      '/blog',
    ]);
    expect(productsMenu.map((link) => [link.href, link.label])).toEqual([
      ['/product-detail', 'Junction Box & Enclosures'],
      ['/ipconnectors', 'IP68 Connectors & Terminal Blocks'],
      ['/PowerInstrumentation', 'Cables - Power & Instrumentation'],
      ['/GlandsAccessories', 'Cable Glands & Accessories'],
      ['/TerminationTools', 'Cable Termination & Tools'],
      ['/LabellingSystems', 'Identification & Labelling Systems'],
      ['/CableManagementSystem', 'Cable Management System'],
      ['/Cableties', 'Cable Ties, Fixings & Tools'],
      ['/HeatShrink', 'Heat Shrink - Sleeves & Moulded Shapes'],
      ['/GroundPowerSupply', 'In Ground Power Supply Units'],
      ['/InstrumentationBulk', 'Electrical & Instrumentation Bulk Materials'],
    ]);
    expect(footerLinks.map((link) => link.href)).toEqual([
      '/',
      '/about',
      '/career',
      '/blog',
      '/contact-us',
      '/terms-condition',
      '/privacy-policy',
    ]);
    expect(productCatalogue).not.toContain('/GroundPowerSupply');
    expect(productCatalogue).toHaveLength(10);
  });

  it('puts every route but the noindex quote list in the sitemap with the configured origin', () => {
    const urls = sitemap().map((entry) => new URL(entry.url).pathname);
    expect(urls).toHaveLength(38);
    expect(urls).not.toContain('/quote');
    expect(urls.sort()).toEqual(indexedRoutes.map((route) => route.path).sort());
  });
});
