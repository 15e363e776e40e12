import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, htmlFor, readableText, readText, rel, requireExport } from '../unit/export';
import { audited } from './content';
import { select, textOf } from '../html';

/**
 * The launch check: every claim a real company could be held to is a placeholder in the register
 * (content/PLACEHOLDERS.md), and no page speaks as a certified company or a client's approved vendor.
 */
const { home, articles, industries, site, legal } = audited();
const { certifications, clients, testimonials } = home;
const getIndustry = (path: string) => industries.find((page) => page.path === path)!;
const terms = legal.find((page) => page.path === '/terms-condition')!;
const privacy = legal.find((page) => page.path === '/privacy-policy')!;

beforeAll(requireExport);

const root = join(__dirname, '../..');
const register = readFileSync(join(root, 'content/PLACEHOLDERS.md'), 'utf8');
const registerLines = register.split('\n');
/** What a distributor cannot hold as its own certificate. */
const productCertification = /\bCE\b|ATEX|IECEx|conformity|assessed|tested/i;

describe('certification badges', () => {
  it('claim only certificates a UAE supplier can hold itself, in their alt text and artwork', () => {
    expect(certifications).toHaveLength(4);
    for (const badge of certifications) {
      expect(badge.name).not.toMatch(productCertification);
      expect(badge.logo.alt).not.toMatch(productCertification);
      const svg = readFileSync(join(root, 'public', badge.logo.src), 'utf8');
      const drawnText = select(svg, 'title, text, textPath').map(textOf).join(' ');
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
      ...articles.flatMap((article) => (article.author ? [article.author.split(',')[0]!] : [])),
      ...manufacturers,
      site.developer.name,
      site.legalName,
      site.openingDays,
      site.replyTime,
      ...site.social.map((social) => social.href.replace(/^https:\/\/(www\.)?/, '')),
    ];
    for (const name of names) expect(register, `${name} is not in the register`).toContain(name);
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
});
