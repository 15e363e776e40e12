/** /about page content, read from content/about.yml. The banner heading and tagline come from the route table. */
import 'server-only';
import { loadContent } from './load';

export const about = loadContent().about;
