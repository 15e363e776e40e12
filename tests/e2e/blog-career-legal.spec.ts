import { contentIn, loadContent, routeTextOf } from '@/lib/content/load';
import { blogListing } from '@/lib/content/blog-pages';
import { fill } from '@/lib/i18n/text';
import { test, expect } from './fixtures';
import { asHtml, atMost } from './content';

// Counts, titles, dates and clauses are the content's (issue 40): read here, never copied.
const { articles, career, hubs, legal, site } = loadContent();
const { openings: jobs } = career.jobs;
const careerTopics = career.offer.topics;
const text = contentIn('en').interface;

test('the blog lists every article, each card leading to its article', async ({ page }) => {
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
  for (const [index, article] of articles.entries()) {
    await page.goto(article.path);
    await expect(page.locator(`main img[src="${article.headerImage.src}"]`)).toBeVisible();
    // A new article needs only its heading, summary and text: what it leaves out is not shown.
    if (article.subtitle) await expect(page.getByText(article.subtitle)).toBeVisible();
    if (article.listHeading && article.list.length > 0)
      await expect(page.getByRole('heading', { name: article.listHeading })).toBeVisible();
    await expect(page.locator('main article time')).toHaveAttribute('datetime', article.published);
    const aside = page.getByRole('complementary', { name: text.articles.relatedLabel });
    if (article.related.length > 0)
      await expect(aside.getByRole('link').first()).toHaveAttribute('href', article.related[0]!);
    else await expect(aside.getByRole('link')).toHaveCount(0);
    // The next article in the blog's order, the first after the last.
    const next = page.getByRole('navigation', { name: text.articles.next }).getByRole('link');
    await expect(next).toBeVisible();
    await expect(next).toHaveAttribute('href', articles[(index + 1) % articles.length]!.path);
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
    await expect(tabs).toHaveCount(careerTopics.length);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel', { name: careerTopics[0]!.title })).toBeVisible();
    // The third tab, or the last of fewer.
    const topic = atMost(careerTopics, 2);
    const index = careerTopics.indexOf(topic);
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    if (index > 0) await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    const panel = page.getByRole('tabpanel', { name: topic.title });
    await expect(panel).toContainText(topic.paragraphs[0]!);
    await expect(panel.locator('img')).toHaveAttribute('src', topic.image.src);
  });

  test('switch by arrow keys, Home and End', async ({ page }) => {
    await page.goto('/career');
    const tabs = page.getByRole('tab');
    // Each key moves through the tabs in a ring, whatever their number.
    const count = careerTopics.length;
    const at = (index: number) => tabs.nth(index % count);
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(at(1)).toBeFocused();
    await expect(at(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(at(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(at(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    if (count > 1) await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
  });

  test("every topic's text is in the prerendered HTML", async ({ request }) => {
    const html = await (await request.get('/career')).text();
    for (const topic of careerTopics)
      expect(html).toContain(asHtml(topic.paragraphs[0]!).slice(0, 40));
  });
});

test('each opening has an Apply Now mailto: with its title in the subject; with none, the page invites CVs', async ({
  page,
}) => {
  await page.goto('/career');
  const links = page.getByRole('link', { name: new RegExp(text.career.applyNow) });
  await expect(links).toHaveCount(jobs.length);
  for (const [index, job] of jobs.entries()) {
    const href = (await links.nth(index).getAttribute('href')) ?? '';
    expect(href.startsWith(`mailto:${site.careersEmail}?subject=`)).toBe(true);
    expect(decodeURIComponent(href)).toContain(
      `subject=${fill(text.career.applySubject, { title: job.title })}`,
    );
  }
  // No opening: the careers address, to send a CV to.
  if (jobs.length === 0)
    await expect(
      page.getByRole('main').getByRole('link', { name: site.careersEmail }),
    ).toHaveAttribute('href', `mailto:${site.careersEmail}`);
});

test('the legal pages number their clauses, link each from the contents, and say when they were updated', async ({
  page,
}) => {
  for (const document of legal) {
    await page.goto(document.path);
    const count = document.clauses.length;
    const clauses = page.locator('main ol > li[id]');
    await expect(clauses).toHaveCount(count);
    await expect(clauses.first().locator('h2')).toContainText('1.');
    await expect(clauses.last().locator('h2')).toContainText(`${count}.`);
    const contents = page
      .getByRole('navigation', { name: text.legalPages.contents })
      .getByRole('link');
    await expect(contents).toHaveCount(count);
    // The sixth clause, or the last of fewer: its entry leads to its anchor.
    const clause = atMost(document.clauses, 5);
    await contents.nth(document.clauses.indexOf(clause)).click();
    await expect(page).toHaveURL(new RegExp(`#${clause.id}$`));
    await expect(page.locator(`[id="${clause.id}"]`)).toBeInViewport();
    await expect(
      page.getByText(fill(text.legalPages.updated, { date: document.updated })),
    ).toBeVisible();
  }
});
