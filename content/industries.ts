/** The industry pages, read from content/industries/, in the order of the industries menu. */
import 'server-only';
import { loadContent } from './load';
import { lookupByPath } from './lookup';

export const industries = loadContent().industries;
export const getIndustry = lookupByPath(industries, 'industry page');
