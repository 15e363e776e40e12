/** /career page content, read from content/career.yml: 'What We Offer You' tabs, perks and the Latest Careers cards. */
import 'server-only';
import { loadContent } from './load';

export const { topics: careerTopics, perks, jobs } = loadContent().career;
