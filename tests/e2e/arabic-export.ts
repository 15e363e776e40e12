import { contentIn } from '@/lib/content/load';

/** The Arabic interface words the pages must show (content/interface.ar.yml). */
export const ar = contentIn('ar').interface;

/** Arabic letters: a text shown in Arabic has some. */
export const ARABIC = /[\u0600-\u06ff]/;
