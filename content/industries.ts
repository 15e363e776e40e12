/** The industry pages, read from content/industries/, in the order of the industries menu. */
import 'server-only';
import { loadContent } from './load';
import { lookupByPath } from './lookup';
import type { IndustrySummary } from './types';

export const industries = loadContent().industries;
export const getIndustry = lookupByPath(industries, 'industry page');

export const industrySummaries: IndustrySummary[] = industries.map((industry) => ({
  path: industry.path,
  description: industry.summary.text,
  image: industry.summary.image,
}));
