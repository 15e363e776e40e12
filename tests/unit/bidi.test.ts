import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bidiParts } from '@/lib/i18n/bidi';
import { bidi } from '@/components/ui/Text';

const runs = (text: string) =>
  bidiParts(text)
    .filter((part) => part.isolate)
    .map((part) => part.text);
const html = (text: string, locale: 'en' | 'ar') =>
  renderToStaticMarkup(createElement(Fragment, null, bidi(text, locale)));

describe('bidi isolation of Latin and digit runs in Arabic text', () => {
  it('isolates identifiers and standard numbers as whole runs', () => {
    expect(runs('غدد M20 بدرجة حماية IP68 وفق IEC 60529 وBS EN 124:2015.')).toEqual([
      'M20',
      'IP68',
      'IEC 60529',
      'BS EN 124:2015',
    ]);
    expect(runs('حماية IP66/67/68 ونسبة خلط 1:1')).toEqual(['IP66/67/68', '1:1']);
    expect(runs('جلبات Ex d / Ex e بأسنان M20 × 1.5، وNPT عند الطلب')).toEqual([
      'Ex d / Ex e',
      'M20 × 1.5',
      'NPT',
    ]);
  });

  it('keeps a number with its unit in one run, and cuts a range at the Arabic word', () => {
    expect(runs('كابلات جهد 0.6/1 kV ومقاطع من 1.5 إلى 1000 mm²')).toEqual([
      '0.6/1 kV',
      '1.5',
      '1000 mm²',
    ]);
    expect(runs('من −55 إلى +125 °C')).toEqual(['−55', '+125 °C']);
    expect(runs('أكثر من 6+ سنوات و0.15% كحد أقصى')).toEqual(['6+', '0.15%']);
  });

  it('isolates phone numbers and e-mail addresses, leaving the sentence punctuation outside', () => {
    expect(runs('اتصل على +971 6 555 0100 أو راسلنا على info@example.ae.')).toEqual([
      '+971 6 555 0100',
      'info@example.ae',
    ]);
    expect(runs('(IEC 60079-14)، ثم')).toEqual(['IEC 60079-14']);
  });

  it('isolates a company name filled in from a {site.name} token as one run', () => {
    expect(runs('تأسست Example Cable & Termination LLC في الشارقة')).toEqual([
      'Example Cable & Termination LLC',
    ]);
  });

  it('cuts the text into parts that join back to it exactly', () => {
    const text = 'غدد M20 (IP68)، من 1.5 إلى 1000 mm²: info@example.ae.';
    expect(
      bidiParts(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
    expect(runs('نص عربي فقط، بلا أرقام.')).toEqual([]);
  });

  it('wraps each run in <bdi> on Arabic pages only; English text is returned as it is', () => {
    expect(html('غدد M20 بدرجة IP68.', 'ar')).toBe('غدد <bdi>M20</bdi> بدرجة <bdi>IP68</bdi>.');
    const english = 'Glands M20 to M75, IP68, 1.5 to 1000 mm².';
    expect(bidi(english, 'en')).toBe(english);
    expect(html(english, 'en')).toBe(english);
    expect(bidi('نص عربي فقط', 'ar')).toBe('نص عربي فقط');
  });
});
