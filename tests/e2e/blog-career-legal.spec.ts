import { loadContent, routeTextOf } from '@/lib/content/load';
import { blogListing } from '@/lib/content/blog-pages';
import { test, expect } from './fixtures';

const { articles, career, hubs, site } = loadContent();
const { openings: jobs } = career.jobs;
const careerTopics = career.offer.topics;

test('the blog cards lead to their articles', async ({ page }) => {
  await page.goto('/blog');
  const cards = page.getByRole('region', { name: hubs.blog.label }).getByRole('listitem');
  const listed = blogListing(articles)[0]!.items;
  await expect(cards).toHaveCount(listed.length);
  for (const [index, article] of listed.entries()) {
    await expect(cards.nth(index).locator('time')).toHaveAttribute('datetime', article.published);
    await cards.nth(index).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${article.path}$`));
    await expect(page.locator('h1')).toHaveText(routeTextOf(article.path).heading);
    await page.goBack();
  }
});

test('an article shows its parts, related links, the next article and BlogPosting data', async ({
  page,
}) => {
  for (const article of articles) {
    await page.goto(article.path);
    await expect(page.locator(`main img[src="${article.headerImage.src}"]`)).toBeVisible();
    await expect(page.getByText(article.subtitle)).toBeVisible();
    await expect(page.getByRole('heading', { name: article.listHeading })).toBeVisible();
    await expect(page.locator('main article time')).toHaveAttribute('datetime', article.published);
    const related = page.getByRole('complementary', { name: 'Related' }).getByRole('link');
    await expect(related.first()).toHaveAttribute('href', article.related[0]!);
    await expect(
      page.getByRole('navigation', { name: 'Next article' }).getByRole('link'),
    ).toBeVisible();
    const posting = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((data) => data['@type'] === 'BlogPosting');
    expect(posting?.datePublished).toBe(article.published);
  }
});

test.describe('career tabs', () => {
  test('default to the first and switch by click with the right ARIA states', async ({ page }) => {
    await page.goto('/career');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: careerTopics[0]!.title })).toBeVisible();
    await tabs.nth(2).click();
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    const panel = page.getByRole('tabpanel', { name: careerTopics[2]!.title });
    await expect(panel).toContainText(careerTopics[2]!.paragraphs[0]!);
    await expect(panel.locator('img')).toHaveAttribute('src', careerTopics[2]!.image.src);
  });

  test('switch by arrow keys, Home and End', async ({ page }) => {
    await page.goto('/career');
    const tabs = page.getByRole('tab');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
  });

  test('all four texts are in the prerendered HTML', async ({ request }) => {
    const html = await (await request.get('/career')).text();
    for (const topic of careerTopics)
      expect(html).toContain(topic.paragraphs[0]!.replace(/'/g, '&#x27;').slice(0, 40));
  });
});

test('the six Apply Now links are mailto: with the job title in the subject', async ({ page }) => {
  await page.goto('/career');
  const links = page.getByRole('link', { name: /Apply Now/ });
  await expect(links).toHaveCount(6);
  for (const [index, job] of jobs.entries()) {
    const href = (await links.nth(index).getAttribute('href')) ?? '';
    expect(href.startsWith(`mailto:${site.careersEmail}?subject=`)).toBe(true);
    expect(decodeURIComponent(href)).toContain(`subject=Application: ${job.title}`);
  }
});

test('the terms show 14 numbered clauses with anchors, and both legal pages say July 2025', async ({
  page,
}) => {
  await page.goto('/terms-condition');
  const clauses = page.locator('main ol > li[id]');
  await expect(clauses).toHaveCount(14);
  await expect(clauses.first().locator('h2')).toContainText('1.');
  await expect(clauses.last().locator('h2')).toContainText('14.');
  const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  await expect(contents).toHaveCount(14);
  await contents.nth(5).click();
  await expect(page).toHaveURL(/#returns/);
  await expect(page.getByText('Last updated July 2025')).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByText('Last updated July 2025')).toBeVisible();
});
