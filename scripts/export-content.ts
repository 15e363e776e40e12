// One-off: writes the editor content of the TypeScript modules to YAML files under content/,
// checked against content/schema.ts. Run once with `npx tsx scripts/export-content.ts`; deleted
// with the modules it reads.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Document, isMap, visit } from 'yaml';
import { collections } from '../content/schema';
import { routes } from '../content/routes';
import { site } from '../content/site';
import * as home from '../content/home';
import { about } from '../content/about';
import { careerTopics, jobs, perks } from '../content/career';
import { hubIntros } from '../content/hub-intros';
import { products } from '../content/products';
import { services, serviceSummaries } from '../content/services';
import { industries, industrySummaries } from '../content/industries';
import { articles } from '../content/articles';
import { terms, privacy } from '../content/legal';
import { catalogue, quoteChecklists } from '../content/catalogue';

const fullAddress = `${site.address.street}, ${site.address.locality}, ${site.address.country}`;
const tokens = Object.entries({
  'site.legalName': site.legalName,
  'site.name': site.name,
  'site.shortName': site.shortName,
  'site.email': site.email,
  'site.careersEmail': site.careersEmail,
  'site.registration': site.registration,
  'site.registrationShort': site.registrationShort,
  'site.fullAddress': fullAddress,
}).sort((a, b) => b[1].length - a[1].length);

/** Puts the {site.*} tokens back where the modules interpolated the company's identity. */
function tokenise(value: unknown): unknown {
  if (typeof value === 'string') {
    // Replace longest first, through placeholders so a shorter value cannot match inside a token.
    let text = value;
    tokens.forEach(
      ([, literal], index) => (text = text.split(literal).join(`\u0000${index}\u0000`)),
    );
    return text.replace(
      /\u0000(\d+)\u0000/g,
      (_, index: string) => `{${tokens[Number(index)]![0]}}`,
    );
  }
  if (Array.isArray(value)) return value.map(tokenise);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, tokenise(child)]));
  return value;
}

function write(
  file: string,
  data: unknown,
  schema: { parse(data: unknown): unknown },
  tokenised = true,
) {
  const value = tokenised ? tokenise(data) : data;
  schema.parse(JSON.parse(JSON.stringify(value)));
  const doc = new Document(value);
  // Ranges read best on one line: { min: 3.1, max: 8.6 }.
  visit(doc, {
    Map(_, node) {
      if (
        isMap(node) &&
        node.items.length === 2 &&
        node.items.every((item) => ['min', 'max'].includes(String(item.key)))
      )
        node.flow = true;
    },
  });
  const path = join('content', file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, doc.toString({ lineWidth: 0 }));
  console.log(`wrote ${path}`);
}

const slug = (path: string) => path.slice(1);
const orderOf = (kind: string) =>
  routes.filter((route) => route.kind === kind).map((route) => route.path as string);
const sameOrder = (what: string, kind: string, list: { path: string }[]) => {
  if (list.map((item) => item.path).join() !== orderOf(kind).join())
    throw new Error(`${what} are not in the order of the route table`);
};

write('site.yml', site, collections.site.schema, false);
write(
  'home.yml',
  {
    heroSlides: home.heroSlides,
    about: home.homeAbout,
    projects: home.projects,
    keyFeatures: home.keyFeatures,
    whyChooseUs: home.whyChooseUs,
    testimonials: home.testimonials,
    clients: home.clients,
    certifications: home.certifications,
  },
  collections.home.schema,
);
write('about.yml', about, collections.about.schema);
write('career.yml', { topics: careerTopics, perks, jobs }, collections.career.schema);
write(
  'hub-intros.yml',
  {
    product: hubIntros['/product'],
    services: hubIntros['/services'],
    industries: hubIntros['/industries'],
  },
  collections.hubIntros.schema,
);

sameOrder('products', 'product', products);
for (const page of products) {
  const tables = catalogue[page.path];
  const checklist = quoteChecklists[page.path];
  write(
    `products/${slug(page.path)}.yml`,
    { ...page, ...(tables?.length ? { tables } : {}), ...(checklist ? { checklist } : {}) },
    collections.products.schema,
  );
}
for (const page of services) {
  const summary = serviceSummaries.find((item) => item.path === page.path)!;
  const checklist = quoteChecklists[page.path];
  write(
    `services/${slug(page.path)}.yml`,
    {
      ...page,
      ...(checklist ? { checklist } : {}),
      summary: { text: summary.subText, image: summary.image },
    },
    collections.services.schema,
  );
}
sameOrder('industries', 'industry', industries);
for (const page of industries) {
  const summary = industrySummaries.find((item) => item.path === page.path)!;
  write(
    `industries/${slug(page.path)}.yml`,
    { ...page, summary: { text: summary.description, image: summary.image } },
    collections.industries.schema,
  );
}
for (const page of articles)
  write(`articles/${slug(page.path)}.yml`, page, collections.articles.schema);
for (const page of [terms, privacy])
  write(`legal/${slug(page.path)}.yml`, page, collections.legal.schema);

const checklistPaths = Object.keys(quoteChecklists).filter(
  (path) => !products.some((p) => p.path === path) && !services.some((s) => s.path === path),
);
if (checklistPaths.length)
  throw new Error(`checklists without a page: ${checklistPaths.join(', ')}`);
