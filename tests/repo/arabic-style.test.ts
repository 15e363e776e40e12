import { describe, expect, it } from 'vitest';
import { addressFindings, addressNote } from '@/lib/content/arabic-address';
import { variantsOf, vocabularyFindings, vocabularyNote } from '@/lib/content/arabic-vocabulary';
import { contentDir, contentIn, readContent } from '@/lib/content/load';
import { editedData } from '../unit/content-copy';

/**
 * The Arabic as one careful writer writes it (issue 43): the reader addressed in the plural
 * everywhere, interface words included, and one word per thing, the glossary's. The content check
 * only notes a slip (an editor's publish never waits on style, issue 40); here, in `npm test`, the
 * committed content is held to none.
 */
const at = (text: string) => [{ where: 'content/x.ar.yml: text', text }];
const terms = contentIn('ar').glossary.terms;

describe('the Arabic address check', () => {
  // The sentences of issue 43, each a singular form of address.
  it.each([
    'ابنِ مسيرتكم المهنية معنا',
    'وكيف تبقى متحكمًا في بياناتكم',
    'إذا لم تكن راضيًا عن ردّنا، يجوز لكم',
    'وإدارة طلبكم إذا تقدّمت بطلب',
    'لا تفرط في شد الأربطة على كابلات الطاقة، واستخدموا مشابك الكابلات',
    'نظّف السطح وأزل عنه الشحوم',
    'والعلب الكهربائية التي تجمّعها والملصقات التي تطبعها',
    'ما الذي ترسله إلينا',
    'للحصول على عرض سعر كامل، أرفق ما يلي:',
    'اطلب عرض سعر',
    'أضف إلى الطلب',
    'جارٍ تحميل قائمة طلبك… أرسل طلبك عبر النموذج',
    'أخبرنا بما تحتاج إليه: نردّ عليك بالتوفّر',
  ])('finds «%s»', (sentence) => {
    expect(addressFindings(at(sentence))).not.toEqual([]);
  });

  // Words that only look like a singular address: a noun, a passive, a root letter.
  it.each([
    'خدمات وضع العلامات',
    'لا تُستخدم السير الذاتية إلا لتقييم الطلب',
    'أُرسل في {date}',
    'تترهّل الكابلات وتحتكّ',
    'أسلاك التسليح ومشابك الكابلات، وكذلك تلك',
    'سجل الأصول وطابق العلبة',
    'اطلبوا عرض سعر، وأضيفوا إلى قائمة الطلب، وأرسلوا طلبكم',
  ])('lets «%s» pass', (sentence) => {
    expect(addressFindings(at(sentence))).toEqual([]);
  });
});

describe('the glossary check', () => {
  it.each([
    [
      'خطّطوا للتصريف ولمسارات مجاري الكابلات (Trunking) الواردة',
      'مجاري الكابلات (Trunking) الواردة',
    ],
    ['اختاروا أسلوب الحماية ثم مفهوم الحماية Ex', 'مفهوم الحماية'],
    ['من غرفة المفاتيح حتى آخر جهاز', 'غرفة المفاتيح'],
    ['ولوحات المفاتيح الرئيسية', 'لوحات المفاتيح الرئيسية'],
    ['أسلاك فولاذية أو جديلة', 'جديلة'],
    ['النايلون الأسود المثبَّت ضد الأشعة فوق البنفسجية', 'مثبت ضد الأشعة'],
    ['جلبات بحماية من الغمر بالمياه', 'الغمر بالمياه'],
    ['مانع تسرّب داخلي على طبقة الفرش', 'طبقة الفرش'],
    ['يُسجَّل كل إنهاء مقابل رقم الكابل', 'مقابل رقم'],
    ['يرشد مهندسون مدرَّبون لدى مصنّعي الأطقم أعمال تجهيز الكابلات', 'يرشد … أعمال'],
    ['والتخطيط لأنظمة الاحتواء', 'احتواء'],
    ['نورّد كابلات القدرة للجهد المنخفض', 'كابلات القدرة'],
    ['تنتهي منتجاتنا في محطات معالجة الغاز', 'تنتهي منتجاتنا'],
  ])('finds «%s» (the glossary avoids «%s»)', (sentence, variant) => {
    expect(terms.some((term) => variantsOf(term.avoid).includes(variant))).toBe(true);
    expect(vocabularyFindings(at(sentence), terms).join('\n')).toContain(`«${variant}»`);
  });

  it('lets the glossary words pass', () => {
    const words = terms.map((term) => term.term).join('، ');
    expect(vocabularyFindings(at(words), terms)).toEqual([]);
  });
});

describe('the committed Arabic content', () => {
  const notes = readContent(contentDir, 'ar').notes;

  it('addresses the reader in the plural everywhere (content and interface words)', () => {
    expect(notes.filter((note) => note.includes(addressNote))).toEqual([]);
  });

  it("uses the glossary's word, never a variant it avoids", () => {
    expect(notes.filter((note) => note.includes(vocabularyNote))).toEqual([]);
  });
});

describe('a style slip in an editor’s save', () => {
  it('is a note of the content check, never a problem', () => {
    const dir = editedData('routes.ar.yml', (data) => {
      data['/career'].heading = 'ابنِ مسيرتك المهنية في غرفة المفاتيح';
    });
    const { content, problems, notes } = readContent(dir, 'ar');
    expect(problems).toEqual([]);
    expect(content).toBeDefined();
    const heading = notes.filter((note) =>
      note.startsWith('content/routes.ar.yml: /career.heading'),
    );
    expect(heading.filter((note) => note.includes(addressNote))).toHaveLength(2);
    expect(heading.filter((note) => note.includes(vocabularyNote))).toHaveLength(1);
  });
});
