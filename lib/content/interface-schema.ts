/**
 * The words of the site's interface: content/interface.yml (English) and interface.ar.yml (Arabic),
 * grouped as an editor looks for them (header and footer, the quote form, the quote list, search…).
 * Only code-shaped strings stay in code: routes, keys, formats, CSS and the e-mail template's field
 * names. The loaders serve the words (lib/content/interface.ts on the server, LocaleProvider in the
 * browser); an Arabic text left empty shows the English, marked as English.
 *
 * A `{name}` in a text is a slot the page fills (a product's name, a count, a link); every hint says
 * which. The check refuses an English text that drops a slot or names one the page does not fill; in
 * Arabic such a slip shows the English text instead. Counted texts have plural forms: English uses
 * `one` and `other`, Arabic all six (zero, one, two, few, many, other); `other` is required.
 */
import { z } from 'zod';
import { pluralCategories } from '../i18n/text';

/** The slots a text has, each with what the page puts there (for the hint and the check). */
type Slots = Record<string, string>;

const list = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

/**
 * What is wrong with a text's slots, in one line for the editor: a slot the page fills that the text
 * lacks (`required`), or a `{name}` the page does not fill; undefined when they are right.
 */
function slotProblem(
  value: string,
  slots: Slots,
  required: readonly string[] = Object.keys(slots),
): string | undefined {
  const used = [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const missing = required.filter((name) => !used.includes(name));
  if (missing.length > 0)
    return `keep ${list(missing)} in the text: the page puts ${missing
      .map((name) => slots[name])
      .join(' and ')} there`;
  const unknown = [...new Set(used.filter((name) => !(name in slots)))];
  if (unknown.length > 0)
    return `${list(unknown)} is filled by nothing here: ${
      Object.keys(slots).length > 0
        ? `this text's slots are ${list(Object.keys(slots))}`
        : 'this text has no slots (type it without braces)'
    }`;
  return undefined;
}

const hintOf = (hint: string, slots: Slots) => {
  const names = Object.entries(slots);
  if (names.length === 0) return hint;
  return `${hint} ${names.map(([name, what]) => `{${name}}: ${what}`).join('; ')}.`;
};

/**
 * A text and its slots. The admin turns the slots into its own check of the field (a pattern): the
 * `slots` a text must keep, and `slotNames`, the only `{name}`s it may hold.
 */
const checked = (slots: Slots, required: readonly string[] = Object.keys(slots)) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .superRefine((value, ctx) => {
      const problem = slotProblem(value, slots, required);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .meta({ slots: [...required], slotNames: Object.keys(slots) });

/** One text of a line or two, with its hint and its slots. */
const words = (hint: string, slots: Slots = {}) =>
  checked(slots).meta({
    description: hintOf(hint, slots),
    multiline: false,
  });

/** A longer text, edited in a box of several lines. */
const long = (hint: string, slots: Slots = {}) =>
  checked(slots).meta({
    description: hintOf(hint, slots),
    multiline: true,
  });

/**
 * A counted text in its plural forms. `{count}` is the number: `other` must show it, the other forms
 * may say it in words ('one item', 'بندان'); every other slot is in every form.
 */
const plural = (hint: string, slots: Slots) => {
  const required = Object.keys(slots).filter((name) => name !== 'count');
  const form = checked(slots, required).optional();
  return z
    .strictObject({
      ...Object.fromEntries(pluralCategories.slice(0, -1).map((name) => [name, form])),
      other: checked(slots),
    } as Record<Exclude<(typeof pluralCategories)[number], 'other'>, typeof form> & {
      other: ReturnType<typeof checked>;
    })
    .meta({
      description: hintOf(
        `${hint} One text per plural form: English uses one and other, Arabic all six (zero, one, two, few, many, other); other is required and used for any form left empty.`,
        slots,
      ),
    });
};

/** A group of texts, shown folded in the admin. */
const group = <Shape extends z.ZodRawShape>(title: string, description: string, shape: Shape) =>
  z.strictObject(shape).meta({ title, description, collapsed: true });

const product = { product: "the row's or page's product name" };
const email = { email: "the company's e-mail address" };
const items = { items: 'the number of items, as the quote list counts them' };

const frame = group(
  'Header, menus and footer',
  'The frame of every page: skip link, menus, language switch, breadcrumbs and footer.',
  {
    skipToContent: words('The first link of every page, shown when it gets keyboard focus.'),
    previewBanner: words(
      'Shown at the foot of every page of a preview deploy (one built before launch, with placeholder data).',
    ),
    mainNav: words('Read by screen readers: the name of the header menu.'),
    mobileNav: words('Read by screen readers: the name of the menu inside the side menu.'),
    logoHome: words('Read by screen readers on the logo link.', {
      name: "the company's name",
    }),
    productCategories: words('The Products menu: its heading in the side menu and its name.'),
    openMenu: words('Read by screen readers: the side menu button.'),
    closeMenu: words("Read by screen readers: the side menu's close button."),
    sideMenu: words('Read by screen readers: the name of the side menu.'),
    breadcrumb: words('Read by screen readers: the name of the breadcrumb trail.'),
    switchTo: words(
      'Read by screen readers on the language switch: it names the other language in that language.',
    ),
    footerBanner: words(
      "The site specification gives this: 'Your One-Stop Technical Partner in Cable Management & Termination Solutions'. The footer banner's heading.",
    ),
    letsConnect: words(
      "The site specification gives this: 'Let's Connect'. The footer banner's button.",
    ),
    getInTouch: words("The footer's contact column heading."),
    whatsapp: words('The WhatsApp link in the footer and on the contact page.'),
    quickLinks: words("The footer's links column heading."),
    certifications: words("The footer's certificates column heading."),
    copyright: words('The last line of every page.', {
      year: 'the current year',
      legalName: "the company's legal name",
      registration: 'its short registration',
      developer: "the web developer's name, as a link",
    }),
  },
);

const notFound = group(
  'Page not found (404)',
  'The page shown for an address that does not exist.',
  {
    title: words('The browser tab title, before the company name.'),
    description: words('The search-result description.'),
    heading: words('The heading (h1).'),
    text: long('The paragraph under the heading.'),
    home: words('The button to the home page.'),
    products: words('The button to /product.'),
    contact: words('The button to the contact page.'),
  },
);

const errors = group(
  'When a page fails',
  'Shown when part of a page fails to load or to run, with a reload button and the ways to reach the company.',
  {
    errorTitle: words('The heading (h1).'),
    reload: words('The reload button.'),
    chunkFailed: long('When part of the page could not be downloaded; the reload hint follows.'),
    renderFailed: long('When the page hit a problem; the reload hint follows.'),
    reloadHint: words('After either of the two texts above.'),
    helpCall: words('The last line, with the company phone and e-mail.', {
      phone: 'the office number, as a link',
      email: "the company's e-mail, as a link",
    }),
    helpContact: words('The last line when the phone and e-mail are not at hand.', {
      link: 'the link to the contact page',
    }),
    contactPage: words('The text of that link.'),
  },
);

const home = group('Home page', 'The labels of the home page around its content.', {
  viewMore: words("The About us section's button."),
  viewMoreHidden: words('Read by screen readers after the View more button text.'),
  heroLabel: words('Read by screen readers: the name of the hero carousel.'),
  requestQuote: words(
    "The site specification gives this: 'Request a Quote'. The hero's button (it opens an e-mail).",
  ),
  quoteSubject: words('The subject of the e-mail the hero button opens.'),
  serviceCardsLabel: words('Read by screen readers: the name of the services carousel.'),
  projectsLabel: words('Read by screen readers: the name of the projects strip.'),
  logosLabel: words('Read by screen readers: the name of the client logo strip.'),
  testimonialsLabel: words('Read by screen readers: the name of the testimonials carousel.'),
  rated: words("Read by screen readers on a testimonial's stars.", {
    rating: 'the number of filled stars',
  }),
  learnMore: words("The link of each 'Why choose us' card."),
  learnMoreHidden: checked(
    { title: "the card's title", figure: "the card's figure (150+), where the sentence needs it" },
    ['title'],
  ).meta({
    description: hintOf(
      'Read by screen readers after the Learn more link text, so the link says where it leads.',
      { title: "the card's title", figure: "the card's figure (150+), optional" },
    ),
    multiline: false,
  }),
  sectors: z
    .strictObject({
      oilGas: words("The projects strip's label for an Oil & Gas project.").meta({
        title: 'Oil & Gas',
      }),
      construction: words("The projects strip's label for a Construction project."),
    })
    .meta({ description: 'The sector label over each project of the projects strip.' }),
});

const productPages = group(
  'Product, service and industry pages',
  'The labels of the pages made from the detail template.',
  {
    requestQuote: words(
      "The site specification gives this: 'Request a Quote'. The button beside the page's image.",
    ),
  },
);

const articles = group('Articles', 'The labels of every article page.', {
  relatedLabel: words('Read by screen readers: the name of the side column.'),
  relatedPages: words("The side column's heading."),
  next: words('Before the link to the next article.'),
});

const blogPages = group(
  'Blog pages',
  'The numbered pages of /blog when it lists more articles than one page holds.',
  {
    label: words('Read by screen readers: the name of the page numbers under the list.'),
    page: words('The name of a page: its link read aloud, and its breadcrumb.', {
      n: 'the page number',
    }),
    previous: words('The link to the page before.'),
    next: words('The link to the page after.'),
    suffix: words("After the blog's title and heading on page 2 and on.", { n: 'the page number' }),
  },
);

const legalPages = group('Terms and privacy', 'The labels of the two legal pages.', {
  updated: words('The line above the text.', { date: 'the date the text was last updated' }),
  contents: words('The heading of the table of contents.'),
});

const career = group('Career page', 'The labels of /career around its content.', {
  tabs: words("Read by screen readers: the name of the 'What We Offer You' tab list."),
  applyNow: words("The site specification gives this: 'Apply Now'. The button of each job."),
  applySubject: words('The subject of the e-mail the Apply Now button opens.', {
    title: "the job's title",
  }),
  applyBody: long('The start of that e-mail, above where the visitor writes.', {
    company: "the company's name",
    title: "the job's title",
  }),
  noJobs: long('Shown instead of the jobs when there are none.', {
    email: 'the careers e-mail address, as a link',
  }),
});

const quoteForm = group(
  'Quote form',
  "The enquiry form of the quote dialog and the contact page. Its placeholders and messages are fixed by the site specification ('Your Name *', 'Message sent successfully!'…).",
  {
    name: z.strictObject({
      label: words("Read by screen readers: the name box's label."),
      placeholder: words("The site specification gives this: 'Your Name *'."),
    }),
    mobile: z.strictObject({
      label: words("Read by screen readers: the phone box's label."),
      placeholder: words("The site specification gives this: 'Phone Number *'."),
      title: words('The tooltip of the phone box: what a valid number looks like.'),
    }),
    emailAddress: z.strictObject({
      label: words("Read by screen readers: the e-mail box's label."),
      placeholder: words("The site specification gives this: 'Email Address *'."),
      title: words('The tooltip of the e-mail box: what a valid address looks like.'),
    }),
    serviceLabel: words("Read by screen readers: the service list's label."),
    servicePlaceholder: words(
      "The site specification gives this: 'Service type'. The list's empty choice.",
    ),
    other: words('The last choice of the service list (the e-mail says Other).'),
    messageLabel: words("Read by screen readers: the message box's label."),
    messagePlaceholder: words("The message box's placeholder."),
    honeypot: words('A trap field hidden from people (spam robots fill it in); never shown.'),
    noscript: long('Shown instead of the form when JavaScript is off.', {
      email: "the company's e-mail, as a link that opens the visitor's e-mail program",
    }),
    noscriptBody: long('The headings of an enquiry, one per line, in the e-mail that link opens.'),
    submit: words('The send button.'),
    sending: words('The send button while sending.'),
    hints: z
      .strictObject({
        user_name: words('When the name box is empty.').meta({ title: 'Name' }),
        user_mobile: words('When the phone number is not valid.').meta({ title: 'Phone' }),
        user_email: words('When the e-mail address is not valid.').meta({ title: 'E-mail' }),
        user_message: words('When the message box is empty.').meta({ title: 'Message' }),
      })
      .meta({ description: 'What the browser says about a box filled in wrongly.' }),
    success: words("The site specification gives this: 'Message sent successfully!'."),
    failure: words(
      "The site specification gives this: 'Failed to send message, please try again.'.",
    ),
    failureAction: words('The link offered after a failed send.', {
      email: "the company's e-mail (the link opens the visitor's e-mail program)",
    }),
    copyAll: words('The button offered when a long message had to be cut in that e-mail.'),
    copied: words('Once the message is copied.'),
    copyFailed: words('When the browser refused to copy.'),
    dismiss: words('The button that hides a send message.'),
    shortened: words('Said at the end of the e-mail when a long message had to be cut.'),
    requestQuote: words(
      "The site specification gives this: 'Request a Quote'. The header and side menu button that opens the quote dialog.",
    ),
  },
);

const quoteDialog = group(
  'Quote dialog',
  'The dialog the Request a Quote buttons open, around the quote form.',
  {
    title: words("The site specification gives this: 'Let's Stay Connected With Us'."),
    close: words("Read by screen readers: the dialog's close button."),
    intro: long('The line above the form.', { replyTime: 'the reply promise (company identity)' }),
    loading: words('While the form loads.'),
    loadFailed: long('When the form could not load; the ways to reach the company follow.'),
    emailLabel: words("Before the company's e-mail in that list."),
    callLabel: words('Before the office number in that list.'),
    contactPage: words('The last way in that list.', { link: 'the link to the contact page' }),
    contactPageLink: words('The text of that link.'),
    retry: words('The button that loads the form again.'),
  },
);

/** The words of a quote list as text: its title, the labels of a line and of the request's head. */
const listWords = z.strictObject({
  title: words('The first line, and the e-mail subject.', {
    lines: 'the number of lines (the Lines text)',
  }),
  titleReference: words('The same with a reference.', {
    reference: 'the reference',
    lines: 'the number of lines',
  }),
  lines: plural('A number of lines.', { count: 'the number' }),
  options: words('Before the options of a line.'),
  quantity: words('Before the quantity of a line (also a column of the sent request).'),
  note: words('Before the note of a line.'),
  page: words('Before the link to the page of a line.'),
  message: words("Before the visitor's message."),
  reference: words('Before the reference.'),
  from: words("Before the visitor's name."),
  company: words('Before the company (also in the sent request).'),
  project: words('Before the project (also in the sent request).'),
  site: words('Before the delivery site (also in the sent request).'),
  requiredBy: words('Before the date needed (also in the sent request).'),
});

const quoteList = group(
  'Quote list',
  'The quote list (/quote) and the Add to quote buttons on product, service and industry pages and in the selection tables.',
  {
    add: words("The page's Add to quote button."),
    full: words('When the list cannot take another line.', {
      lines: 'the most lines a list holds',
    }),
    added: words('Said after an add.', {
      what: "the product, or the 'another …' text below",
      ...items,
    }),
    another: words('The product added again.', { ...product, quantity: 'its quantity now' }),
    view: words('The link to the list after an add.'),
    items: plural('A number of items: used in the texts that count.', { count: 'the number' }),
    inList: words('How many items the list holds.', items),
    button: words('The header link to the list, and its text in the side menu.'),
    buttonCount: words('Read by screen readers on the header link once the list is read.', items),
    loading: long('On /quote before the list is read; stays without JavaScript.', {
      link: 'the link to the contact form',
    }),
    loadingLink: words('The text of that link.'),
    heading: words('The heading above the lines.', items),
    empty: words('The heading when the list is empty.'),
    emptyHelp: long('Under the empty heading.', {
      product: 'a link to /product',
      service: 'a link to /services',
    }),
    emptyProduct: words('The text of the link to /product.'),
    emptyService: words('The text of the link to /services.'),
    undo: words('The button that brings back a cleared list.'),
    undoRemove: words('The button beside "Removed …" that puts the removed line back.'),
    copy: words('The button that copies the list as text.'),
    clear: words('The button that empties the list.'),
    asText: words('The label of the box that shows the list as text when copying is blocked.'),
    removed: words('Said after a line is removed.', {
      ...product,
      inList: 'the In list text',
    }),
    cleared: words('Said after the list is cleared.'),
    restored: words('Said after Undo.', { inList: 'the In list text' }),
    copiedList: words('Said after the list is copied.'),
    copyBlocked: words('Said when the browser blocked copying.'),
    failureMail: words('After a failed send: the link that opens an e-mail with the list.', email),
    failureHint: words('Follows that link, starting with its full stop.'),
    failureKeep: words(
      'After a failed send, under the reference: the list and the details typed are kept.',
    ),
    quantity: words("A line's quantity label."),
    quantityOf: words('Read by screen readers after that label.', product),
    quantityChanged: words('Said after a quantity changes.', {
      ...product,
      quantity: 'the new quantity',
    }),
    note: words("A line's note label."),
    noteFor: words('Read by screen readers after that label.', product),
    optional: words('After the note label.'),
    notePlaceholder: words("The note box's placeholder."),
    remove: words("A line's remove button."),
    sendHeading: words('The heading of the send form.'),
    messageLabel: words("The send form's message label."),
    messagePlaceholder: words("The message box's placeholder."),
    sendEmail: words('The e-mail send button.'),
    sendWhatsapp: words('The WhatsApp send link.'),
    opensWhatsapp: words('Read by screen readers after that link text.'),
    sendNote: long('Under the send buttons.', { phone: 'the sales mobile number' }),
    keptNote: words('Above the send note: how long the details typed here are kept.', {
      days: 'the number of days',
    }),
    forgetDetails: words('The button after that note that removes them at once.'),
    phoneHint: words('When the phone number is not valid.'),
    shortened: words(
      'Said at the end of a WhatsApp message or e-mail when the list had to be cut to fit.',
    ),
    tooLong: long('When the list is longer than a message carries.', {
      channels: 'one of the three texts below',
    }),
    channelWhatsapp: words('In that text: a WhatsApp message.'),
    channelEmail: words('In that text: an e-mail.'),
    channelBoth: words('In that text: both.'),
    sentPart: long('After a send that had to cut the list.', email),
    addLine: words("A table row's add button."),
    addLineNamed: words('Read by screen readers on that button.', product),
    sendNow: words("A table row's add and send link."),
    sendNowNamed: words('Read by screen readers on that link.', product),
    quantityNamed: words("Read by screen readers: a table row's quantity box.", product),
    quantityBad: words("When a row's quantity is not a whole number in range."),
    lineAdded: words('Said after a table row is added.', {
      line: 'the row with its options',
      quantity: 'its quantity',
    }),
    optionsLegend: words('The heading of the options above a table.', {
      item: "what one row is ('Cable gland')",
    }),
    requestHeading: words('The heading of the optional request details.'),
    company: words('Request detail: the label of the company box.'),
    project: words('Request detail: the label of the project box.'),
    site: words('Request detail: the label of the delivery box.'),
    requiredBy: words('Request detail: the label of the date box.'),
    reference: words("Above the form: the request's reference.", {
      reference: 'the reference, RFQ-…',
    }),
    sentOn: words('Over a sent list.', { date: 'the day it was sent', reference: 'its reference' }),
    sentKeep: words('After that text.'),
    printCopy: words('The button that prints the sent request.'),
    copyHeading: words('The heading of the sent request.', { reference: 'its reference' }),
    copyFrom: words('In the sent request: before the name.'),
    copyPhone: words('In the sent request: before the phone number.'),
    copyEmail: words('In the sent request: before the e-mail.'),
    copySent: words('In the sent request: before the date.'),
    copyItem: words("In the sent request: the item column's heading."),
    listText: listWords.meta({
      description:
        'The request in the language of the page: the words of the printed copy of a sent request.',
    }),
  },
);

const takeOff = group(
  'Pasted material list',
  'The box on /quote where a buyer pastes a take-off: each line matched to a row of the catalogue, then all added to the quote list.',
  {
    heading: words('The heading of the box.'),
    intro: long('The paragraph under the heading.'),
    label: words("The paste box's label."),
    hint: words('Under the label: how to write the lines, before the examples.'),
    examples: words(
      'Example lines after that hint, in the way buyers type them (separate them with semicolons).',
    ),
    loading: words('While the catalogue loads, after the first paste.'),
    loadError: words('When the catalogue could not load: the lines are added as written.'),
    results: words('Read by screen readers: the name of the list of read lines.'),
    lineOf: words('Before the text of each read line.', { index: 'the line number' }),
    quantity: words('Before the quantity read from a line.'),
    unit: words(
      "The name of a line's unit in the quote list, when its quantity is not in pieces ('100 m', '3 rolls').",
    ),
    missing: words('When a line has no quantity.'),
    notWhole: words('When a quantity is not a whole number (2.5, 1.000).', {
      quantity: 'the quantity as typed',
    }),
    tooSmall: words('When a quantity is 0.', { quantity: 'the quantity as typed' }),
    tooLarge: words('When a quantity is over the limit.', {
      quantity: 'the quantity as typed',
      max: 'the most of one line',
    }),
    fixIt: words('After each of those four: what to do.'),
    matchFor: words("The label of a line's product choice.", { index: 'the line number' }),
    sure: words('How sure the best match is: it holds the whole line, well ahead of the next.'),
    likely: words('How sure the best match is: it holds most of the line.'),
    unsure: words('How sure the best match is: it holds only part of the line.'),
    keepAsWritten: words('The last choice of every line: the line added as typed.', {
      text: 'the line without its quantity',
    }),
    noMatch: words('A line that matches no row: it is added as typed.'),
    options: words('Before the options of the chosen row.'),
    usual: words('After an option the line did not name (the usual one is chosen).'),
    lines: plural('A number of lines.', { count: 'the number' }),
    summary: words('Said when the lines are read.', {
      lines: 'the number of lines (the Lines text)',
      counts: 'the counts below, those above 0',
    }),
    matched: words('In that text: lines matched.', { count: 'the number' }),
    toCheck: words('In that text: lines whose match is unsure.', { count: 'the number' }),
    asWritten: words('In that text: lines kept as written.', { count: 'the number' }),
    toCorrect: words('In that text: lines whose quantity must be corrected.', {
      count: 'the number',
    }),
    addAll: words('The button that adds every line to the quote list.'),
    added: words('Said after adding.', {
      lines: 'the number of lines added (the Lines text)',
      inList: "the quote list's In list text",
    }),
    notAdded: words('After that: the lines left in the box.', {
      lines: 'the number of lines left (the Lines text)',
    }),
    nothingToAdd: words('When Add all finds no line it can add.'),
  },
);

const search = group('Search', 'The site search: its button, dialog, status and results.', {
  button: words('The search button in the header and the side menu.'),
  title: words("The search dialog's heading."),
  close: words("Read by screen readers: the dialog's close button."),
  loading: words('While the search loads.'),
  label: words('Read by screen readers: the search box label.'),
  placeholder: words("The search box's placeholder."),
  results: words('Read by screen readers: the name of the result list.'),
  error: words('When the search could not load.'),
  retry: words('The button that tries to load the search again, under that message.'),
  none: words('When nothing is found.', { query: 'what was typed' }),
  count: plural('How many results were found.', {
    count: 'the number',
    query: 'what was typed',
  }),
  hint: words('Under no results.', { link: 'the link to /product' }),
  hintLink: words('The text of that link.'),
  corrected: words('When a query is searched with its typos corrected.', {
    query: 'what was typed',
    corrected: 'the spelling searched',
  }),
  otherLanguage: words('Over the results in the other language.', {
    language: 'the name of that language (below)',
  }),
  language: z
    .strictObject({
      en: words('English, as named over its results.').meta({ title: 'English' }),
      ar: words('Arabic, as named over its results.').meta({ title: 'Arabic' }),
    })
    .meta({ description: 'Each language named in its own language.' }),
  rowOf: words('Read by screen readers before a table row in a result.'),
  kinds: z
    .strictObject({
      product: words('A product page.'),
      service: words('A service page.'),
      industry: words('An industry page.'),
      article: words('An article.'),
      page: words('Any other page.'),
    })
    .meta({ description: 'The label of a result: what kind of page it is.' }),
});

const noun = { noun: "the table's plural noun ('gland sizes')" };
const selectionTables = group(
  'Selection tables',
  "The product pages' tables: their heading, print button, filter and the 'What to send us' list.",
  {
    heading: words('The heading above the tables.'),
    intro: long('The paragraph under that heading.'),
    print: words('The print button.'),
    actions: words("Read by screen readers: the heading of the rows' add column."),
    showingAll: words('The filter, when nothing is typed.', {
      total: 'the number of rows',
      ...noun,
    }),
    noneCover: words('The filter, when no row covers the size typed.', {
      ...noun,
      value: 'the size typed',
    }),
    showing: words('The filter, with the rows that cover the size typed.', {
      shown: 'the rows shown',
      total: 'all rows',
      ...noun,
      value: 'the size typed',
    }),
    threadExample: words("The filter box's placeholder in a table of threaded parts."),
    showingThread: words('The filter, with the rows that take the thread typed.', {
      shown: 'the rows shown',
      total: 'all rows',
      ...noun,
      value: 'the thread typed',
    }),
    noneThread: words('The filter, when no row takes the thread typed.', {
      ...noun,
      value: 'the thread typed',
    }),
    notUnderstood: words('The filter, when what is typed is neither a size nor a thread.', {
      unit: "the filter's unit",
    }),
    checklistHeading: words("The heading of the 'What to send us' list."),
    checklistIntro: words('The line above that list.'),
  },
);

const carousels = group(
  'Carousels',
  'Read by screen readers: the controls and slides of every carousel and strip.',
  {
    carousel: words('What a carousel is called.'),
    slide: words('What a slide is called.'),
    slideLabel: words("A slide's name.", { index: 'its number', count: 'how many there are' }),
    goToSlide: words('A dot button.', { index: 'the slide number', count: 'how many there are' }),
    previous: words('The previous button.'),
    next: words('The next button.'),
    play: words('The play button.'),
    pause: words('The pause button.'),
  },
);

const structuredData = group(
  'Search engines',
  'Texts given to search engines in the structured data of the pages (not shown).',
  { areaServed: words('Where the company serves.') },
);

const companyMail = group(
  'E-mails to the company (English)',
  'The labels of the enquiries the company receives, in English on every page (not translated).',
  {
    subject: words("The subject of the quote form's fallback e-mail."),
    subjectService: words('The same subject with the service chosen.', {
      service: 'the service chosen',
    }),
    name: words("Before the visitor's name."),
    phone: words("Before the visitor's phone number."),
    email: words("Before the visitor's e-mail."),
    service: words('Before the service chosen.'),
    language: words("Before the visitor's language."),
    listShortened: words(
      'Said at the end of the e-mail when a quote list had to be cut to fit one e-mail.',
    ),
    list: listWords.meta({
      description:
        'The quote list as the sales team reads it (e-mail, WhatsApp, the copied text), in English on every page.',
    }),
    inArabic: words(
      'Under a line added on the Arabic site: before the line as the buyer read it in Arabic.',
    ),
  },
);

export const interfaceWords = z.strictObject({
  frame,
  notFound,
  errors,
  home,
  productPages,
  articles,
  blogPages,
  legalPages,
  career,
  quoteForm,
  quoteDialog,
  quoteList,
  takeOff,
  search,
  selectionTables,
  carousels,
  structuredData,
  companyMail,
});

export type InterfaceWords = z.infer<typeof interfaceWords>;
