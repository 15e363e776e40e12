/**
 * One form of address on the Arabic site (issue 43): a visitor is addressed in the plural (أنتم),
 * the Gulf B2B norm, in every content file and in the interface words. This lists the singular
 * forms it knows, each with the plural to write, and the words it lets pass that only look like one.
 *
 * A finding is a note, never a stop (issue 40): the page shows what was typed and the content check
 * lists it for the next edit; tests/repo/arabic-style.test.ts holds the committed content to none.
 */

/** A text of an Arabic file and where it is: `content/career.ar.yml: heading`. */
export interface PlacedText {
  where: string;
  text: string;
}

/** Every string of `data` with its field path, the path written as the content check writes it. */
export function textsOf(file: string, data: unknown, path = ''): PlacedText[] {
  if (typeof data === 'string') return [{ where: path ? `${file}: ${path}` : file, text: data }];
  if (Array.isArray(data))
    return data.flatMap((item, index) => textsOf(file, item, `${path}[${index}]`));
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([key, value]) =>
      textsOf(file, value, path ? `${path}.${key}` : key),
    );
  return [];
}

/** An Arabic letter, and the short vowels, shadda and tatweel that may follow it. */
export const letter = '[\\u0621-\\u064a]';
export const marks = '[\\u0640\\u064b-\\u0652]*';

/**
 * A phrase as a pattern that reads it with or without its short vowels and shadda (تصفّح, تصفح),
 * with a conjunction before it (وأرسل, فاطلب), as a whole word. A mark written in the phrase
 * itself is required (ابنِ, the imperative, is not ابن, a son).
 */
function arabicPhrase(phrase: string): RegExp {
  const body = [...phrase]
    .map((char, index, chars) => {
      if (/[\u064b-\u0652]/.test(char)) return char;
      const escaped = char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (char === ' ') return '\\s+';
      if (char === '…') return `(?:\\s+${letter}+${marks}){0,4}?`;
      const next = chars[index + 1];
      return next && /[\u064b-\u0652]/.test(next) ? escaped : `${escaped}${marks}`;
    })
    .join('');
  return new RegExp(`(?<!${letter}|[\\u064b-\\u0652])(?:[وف]${marks})?${body}(?!${letter})`, 'u');
}

interface Form {
  /** The singular forms, as written without short vowels. */
  singular: string[];
  /** What to write instead. */
  plural: string;
  /** Read as a passive, not an address, when its verb carries a damma (أُرسل, لا تُستخدم). */
  passiveWithDamma?: true;
}

/** The singular forms of address this check knows. */
const singularForms: Form[] = [
  // Imperatives of the buttons and calls to action.
  { singular: ['اطلب'], plural: 'اطلبوا' },
  { singular: ['أضف'], plural: 'أضيفوا' },
  { singular: ['أرسل'], plural: 'أرسلوا', passiveWithDamma: true },
  { singular: ['أرفق'], plural: 'أرفقوا' },
  { singular: ['اختر'], plural: 'اختاروا' },
  { singular: ['أخبرنا'], plural: 'أخبرونا' },
  { singular: ['راسلنا'], plural: 'راسلونا' },
  { singular: ['تواصل معنا'], plural: 'تواصلوا معنا' },
  { singular: ['اتصل بنا'], plural: 'اتصلوا بنا' },
  { singular: ['تصفح'], plural: 'تصفحوا' },
  { singular: ['قدم الآن', 'قدم طلبك'], plural: 'قدّموا' },
  { singular: ['اعرف'], plural: 'اعرفوا' },
  { singular: ['ابنِ'], plural: 'ابنوا' },
  { singular: ['انضم'], plural: 'انضموا' },
  { singular: ['ابحث'], plural: 'ابحثوا' },
  { singular: ['اضغط', 'انقر'], plural: 'اضغطوا، انقروا' },
  { singular: ['احصل على'], plural: 'احصلوا على' },
  { singular: ['تعرف على'], plural: 'تعرفوا على' },
  { singular: ['استكشف'], plural: 'استكشفوا' },
  // Imperatives of the instructions on product pages.
  { singular: ['نظف'], plural: 'نظّفوا' },
  { singular: ['أزل'], plural: 'أزيلوا' },
  { singular: ['استخدم'], plural: 'استخدموا' },
  { singular: ['احرص'], plural: 'احرصوا' },
  { singular: ['تأكد من'], plural: 'تأكدوا من' },
  { singular: ['حدد'], plural: 'حدّدوا' },
  { singular: ['اقرأ'], plural: 'اقرؤوا' },
  { singular: ['اكتب'], plural: 'اكتبوا' },
  { singular: ['املأ'], plural: 'املؤوا' },
  { singular: ['اترك'], plural: 'اتركوا' },
  { singular: ['انسخ', 'الصق', 'امسح', 'احذف'], plural: 'انسخوا، الصقوا، امسحوا، احذفوا' },
  { singular: ['اطبع', 'احفظ'], plural: 'اطبعوا، احفظوا' },
  { singular: ['أدخل'], plural: 'أدخلوا' },
  { singular: ['تحقق من', 'حاول', 'جرب'], plural: 'تحقّقوا من، أعيدوا المحاولة، جرّبوا' },
  { singular: ['اتصل'], plural: 'اتصلوا' },
  // Written with their shadda or kasra, so the noun or past verb of the same letters passes
  // (سجل a record, طابق a floor, صدر issued, خشن rough).
  { singular: ['سجّل', 'صدّر', 'حرّك', 'علّم', 'خطّط', 'خشّن', 'توقّع زمن'], plural: 'سجّلوا، صدّروا …' },
  { singular: ['طابِق', 'أبقِ', 'قِس'], plural: 'طابِقوا، أبقوا، قيسوا' },
  {
    singular: ['افحص', 'افصل', 'ادعم', 'اربط', 'أغلق', 'امزج', 'اسكب', 'اجمع', 'اجعل'],
    plural: 'افحصوا، افصلوا …',
  },
  { singular: ['حافظ على', 'اعتمد على'], plural: 'حافظوا على، اعتمدوا على' },
  {
    singular: ['فضّل', 'طبّق', 'خصّص', 'نسّق', 'احسب', 'افتح', 'اعمل', 'اعزل', 'أحكم'],
    plural: 'فضّلوا، طبّقوا …',
  },
  { singular: ['اقطع'], plural: 'اقطعوا' },
  { singular: ['راجع'], plural: 'راجعوا' },
  { singular: ['اسحب'], plural: 'اسحبوا' },
  {
    singular: ['لا تفرط', 'لا تقم', 'لا تضع', 'لا تشد', 'لا تتردد'],
    plural: 'لا تفرطوا، لا تقوموا …',
  },
  { singular: ['لا تستخدم', 'لا تركب'], plural: 'لا تستخدموا، لا تركّبوا', passiveWithDamma: true },
  { singular: ['لا تُدخل', 'لا تُعِد'], plural: 'لا تُدخلوا، لا تُعيدوا' },
  // Verbs of address in the present and past.
  { singular: ['إذا كنت', 'إن كنت', 'أنت'], plural: 'إذا كنتم، أنتم' },
  { singular: ['تكن راضيا', 'تبقى متحكما'], plural: 'تكونوا راضين، تبقون متحكمين' },
  { singular: ['تقدمت'], plural: 'تقدّمتم' },
  { singular: ['ترسله', 'ترسلها'], plural: 'ترسلونه' },
  { singular: ['تحتاج إليه', 'تحتاجه'], plural: 'تحتاجون إليه' },
  { singular: ['تختارها', 'تختاره'], plural: 'تختارونها' },
  { singular: ['تجمعها', 'تطبعها'], plural: 'تجمّعونها، تطبعونها' },
  {
    singular: ['تكتبه', 'كتبته', 'نسخته', 'نسختها', 'تنسخها', 'تلصقها', 'تمسحها', 'تمسحه'],
    plural: 'تكتبونه، نسختموه، تنسخوها …',
  },
  // The pronoun «-ك» on the words that take it here.
  {
    singular: ['لك', 'بك', 'منك', 'عنك', 'إليك', 'عليك', 'لديك', 'معك', 'فيك', 'عندك', 'حولك'],
    plural: 'لكم، بكم، إليكم، عليكم، لديكم، معكم',
  },
  {
    singular: ['يمكنك', 'نساعدك', 'يساعدك', 'نشكرك', 'نزودك', 'نبلغك', 'نوافيك', 'ندعوك', 'نرشدك'],
    plural: 'يمكنكم، نساعدكم …',
  },
  {
    singular: [
      'طلبك',
      'اسمك',
      'اتصالك',
      'مشروعك',
      'موقعك',
      'عملك',
      'فريقك',
      'متصفحك',
      'حسابك',
      'بريدك',
      'هاتفك',
      'رأيك',
      'اختيارك',
      'سؤالك',
      'عنوانك',
      'ملفك',
      'مخططك',
      'جدولك',
      'جداولك',
      'احتياجك',
    ],
    plural: 'طلبكم، اسمكم …',
  },
];

/**
 * A noun with «-ك» after the taa of its feminine or plural (قائمتك, رسالتك, بياناتك): any word,
 * but those below, whose «تك» is their own.
 */
const feminineWithSuffix = new RegExp(
  `(?<!${letter})${letter}{2,}ت${marks}ك(?!\u0651|${letter})`,
  'gu',
);
const notAddress: string[] = ['فتك', 'هتك', 'تحتك'];

const patterns = singularForms.flatMap((form) =>
  form.singular.map((singular) => ({ pattern: arabicPhrase(singular), singular, form })),
);

/** What a finding says, so a test can tell these notes from the others. */
export const addressNote = 'addresses the reader in the singular';

const excerpt = (text: string, index: number, length: number) =>
  text.slice(Math.max(0, index - 20), index + length + 20).replace(/\s+/g, ' ');

/** One line per singular form of address found. */
export function addressFindings(texts: readonly PlacedText[]): string[] {
  const findings: string[] = [];
  for (const { where, text } of texts) {
    for (const { pattern, singular, form } of patterns) {
      const match = [...text.matchAll(new RegExp(pattern.source, 'gu'))].find(
        (found) => !(form.passiveWithDamma && found[0].includes('\u064f')),
      );
      if (match)
        findings.push(
          `${where}: «…${excerpt(text, match.index, match[0].length)}…» ${addressNote} (${singular}): write ${form.plural}`,
        );
    }
    for (const match of text.matchAll(feminineWithSuffix)) {
      const word = match[0].replace(/[\u0640\u064b-\u0652]/g, '');
      if (notAddress.some((allowed) => word.endsWith(allowed))) continue;
      findings.push(
        `${where}: «…${excerpt(text, match.index, match[0].length)}…» ${addressNote} (${word}): write …تكم`,
      );
    }
  }
  return findings;
}
