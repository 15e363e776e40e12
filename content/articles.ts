/** Blog articles, read from content/articles/, in the order /blog lists them (oldest first). */
import 'server-only';
import { loadContent } from './load';
import { lookupByPath } from './lookup';

export const articles = loadContent().articles;
export const getArticle = lookupByPath(articles, 'article');
