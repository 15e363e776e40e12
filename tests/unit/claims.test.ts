import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { certifications, clients, testimonials } from '@/lib/content/home';
import { articles } from '@/lib/content/articles';
import { getIndustry } from '@/lib/content/industries';
import { site } from '@/lib/content/site';
import { privacy, terms } from '@/lib/content/legal';
import { files, htmlFor, readableText, readText, rel, requireExport } from './export';

beforeAll(requireExport);

const root = join(__dirname, '../..');
const register = readFileSync(join(root, 'content/PLACEHOLDERS.md'), 'utf8');
const registerLines = register.split('\n');
const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

/** What a distributor cannot hold as its own certificate. */
const productCertification = /\bCE\b|ATEX|IECEx|conformity|assessed|tested/i;

describe('certification badges', () => {
  it('claim only certificates a UAE supplier can hold itself, in their alt text and artwork', () => {
    expect(certifications).toHaveLength(4);
    for (const badge of certifications) {
      expect(badge.name).not.toMatch(productCertification);
      expect(badge.logo.alt).not.toMatch(productCertification);
      const svg = readFileSync(join(root, 'public', badge.logo.src), 'utf8');
      const drawnText = [...svg.matchAll(/<(?:title|text|textPath)[^>]*>([^<]*)</g)]
        .map((match) => match[1])
        .join(' ');
      expect(drawnText, badge.logo.src).not.toMatch(productCertification);
      expect(drawnText.length, badge.logo.src).toBeGreaterThan(0);
    }
  });

  it('are each in the register as "replace with your own certificates or remove"', () => {
    for (const badge of certifications) {
      const file = badge.logo.src.split('/').pop()!;
      const line = registerLines.find((text) => text.includes(`\`${file}\``));
      expect(line, `${file} is not in content/PLACEHOLDERS.md`).toBeDefined();
      expect(line).toContain(badge.name);
      expect(line).toContain('replace with your own certificates or remove');
    }
  });
});

describe('placeholder register', () => {
  it('lists every invented person, company, handle and the developer credit', () => {
    const manufacturers = getIndustry('/oilgas')
      .sections.flatMap((section) => section.bullets ?? [])
      .filter((bullet) => /^[A-Z][\w ]+: /.test(bullet) && !bullet.startsWith('Cable glands'))
      .map((bullet) => bullet.split(':')[0]!);
    expect(manufacturers.length).toBeGreaterThanOrEqual(5);
    const names = [
      ...testimonials.flatMap((testimonial) => [
        testimonial.name,
        testimonial.role.split(', ')[1]!,
      ]),
      ...clients.map((client) => client.name),
      ...articles.map((article) => article.author.split(',')[0]!),
      ...manufacturers,
      site.developer.name,
      site.legalName,
      site.openingDays,
      site.replyTime,
      ...site.social.map((social) => social.href.replace(/^https:\/\/(www\.)?/, '')),
    ];
    for (const name of names) expect(register, `${name} is not in the register`).toContain(name);
  });

  it('opening days and the reply promise come from content/site.yml, not from components', () => {
    for (const file of [...sourceFiles('components'), ...sourceFiles('app')]) {
      const source = readFileSync(join(root, file), 'utf8');
      expect(source, file).not.toContain(site.openingDays);
      expect(source, file).not.toContain(site.replyTime);
    }
    expect(readableText(readText(htmlFor('/contact-us')))).toContain(site.openingDays);
    expect(readableText(readText(htmlFor('/')))).toContain(site.replyTime);
  });
});

describe('claims in the text', () => {
  it('no page presents "approved" manufacturers or vendors as a place on a client list', () => {
    for (const page of files().filter((path) => !path.includes('/_next/'))) {
      const text = readableText(readText(page));
      expect(text, rel(page)).not.toMatch(/\bfrom approved (?:manufacturers|vendors)\b/i);
      expect(text, rel(page)).not.toMatch(/\bapproved vendors? for\b/i);
      expect(text, rel(page)).not.toMatch(/\bmanufacturers approved for\b/i);
    }
  });

  it('the legal name comes with the FZE registration with the SAIF Zone Authority', () => {
    expect(JSON.stringify(terms.intro)).toContain('SAIF Zone) Authority');
    expect(JSON.stringify(privacy.intro)).toContain('SAIF Zone) Authority');
    for (const page of ['/', '/about', '/terms-condition', '/privacy-policy'])
      expect(readableText(readText(htmlFor(page))), page).toMatch(/FZE.*SAIF Zone/s);
  });

  it('the privacy policy covers CVs sent to the careers address: what, how long, who sees it', () => {
    const text = JSON.stringify(privacy);
    expect(text).toContain(site.careersEmail);
    expect(text).toMatch(/CV/);
    expect(text).toMatch(/CVs[^"]*deleted 12 months/);
    expect(text).toMatch(/CVs are kept[^"]*seen only by/);
    expect(text).toMatch(/seven years[^"]*corporate tax/);
  });

  it('the JSON-LD gives no postcode (the UAE has none; a PO Box is not one)', () => {
    for (const page of files().filter((path) => !path.includes('/_next/'))) {
      for (const match of readText(page).matchAll(
        /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
      ))
        expect(match[1], rel(page)).not.toMatch(/postalCode/);
    }
    const home = readText(htmlFor('/'));
    expect(home).toContain('"postOfficeBoxNumber"');
  });
});
