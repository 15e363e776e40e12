import type { InterfaceWords } from '@/lib/content/interface-schema';

/**
 * The words of the list as the sales team reads it, made by the tests (not read from the content):
 * the texts composed from them are checked whole, for any words an editor may write.
 */
export const listWords: Pick<InterfaceWords['companyMail'], 'list' | 'inArabic'> = {
  list: {
    title: 'RFQ, {lines}',
    titleReference: 'RFQ {reference}, {lines}',
    lines: { one: '{count} line', other: '{count} lines' },
    options: 'Opts',
    quantity: 'Qty',
    note: 'Note',
    page: 'Link',
    message: 'Msg',
    reference: 'Ref',
    from: 'By',
    company: 'Co',
    project: 'Proj',
    site: 'Site',
    requiredBy: 'Due',
  },
  inArabic: 'Read as',
};
