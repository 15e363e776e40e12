/**
 * The site's units and typography convention (docs/content-files.md), as code the tests share:
 * `typeset` turns a figure written the spec's way ("-55 to +125 C", "1.5 to 1000 sq mm", "6.35/11kV")
 * into the way the site prints it, and `unitViolations` finds text that breaks the convention.
 */

const UNITS = 'kV|V|mA|kA|A|mm|cm|m|km|kW|W|Hz|kHz|MHz|kg|Nm|K|s|ms';

/** A spec figure in the site's typography: °C, real minus, mm², a space before every unit. */
export function typeset(figure: string): string {
  return figure
    .replace(/(^|[\s(])-(?=\d)/g, '$1\u2212')
    .replace(/(\d)\s*C\b/g, '$1 °C')
    .replace(/\s*sq\.?\s*mm\b/g, ' mm²')
    .replace(new RegExp(`(\\d)(${UNITS})\\b`, 'g'), '$1 $2')
    .replace(/(\d)%/g, '$1 %');
}

interface Rule {
  name: string;
  pattern: RegExp;
}

const rules: Rule[] = [
  {
    name: 'temperature without the degree sign ("85 C")',
    pattern: /(?<![\d.])[+\u2212-]?\d+(?:\.\d+)?\s?C\b/g,
  },
  { name: 'degree sign apart from C ("85 ° C")', pattern: /°\s+C\b/g },
  { name: 'no space before °C ("85°C")', pattern: /\d°C/g },
  {
    name: 'square millimetres not written mm² ("sq mm", "mm2")',
    pattern: /\bsq\.?\s?mm\b|\bmm2\b|mm\^2/gi,
  },
  { name: 'hyphen-minus in a negative value ("-55")', pattern: /(?:^|[\s(])-\d+(?:\.\d+)?/g },
  {
    name: 'no space between a number and its unit ("11kV", "16A")',
    pattern: new RegExp(`(?<![A-Za-z\\d.,/-])\\d+(?:[.,/]\\d+)*(?:${UNITS})\\b`, 'g'),
  },
  { name: 'no space before a percent sign ("0.15%")', pattern: /\d+(?:\.\d+)?%/g },
  {
    name: 'range written with a dash instead of "to" ("4-20 mA")',
    pattern: new RegExp(`\\d\\s?[-–]\\s?\\d+(?:\\.\\d+)?\\s?(?:°C|${UNITS})\\b`, 'g'),
  },
];

interface Violation {
  rule: string;
  match: string;
  context: string;
}

export function unitViolations(text: string): Violation[] {
  return rules.flatMap((rule) =>
    [...text.matchAll(rule.pattern)].map((match) => ({
      rule: rule.name,
      match: match[0].trim(),
      context: text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40),
    })),
  );
}
