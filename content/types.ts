import type { RoutePath } from './routes';

/** An image that lives under public/. Width and height are the intrinsic size, so the page reserves its box. */
export interface Picture {
  src: string;
  /** Empty string only when the image is purely decorative. */
  alt: string;
  width: number;
  height: number;
}

/** A titled piece of long-form text: paragraphs, then an optional bullet list, then optional nested blocks. */
export interface Block {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  subsections?: Block[];
}

export interface Card {
  title: string;
  text: string;
  image?: Picture;
}

export interface CardGroup {
  heading: string;
  intro?: string;
  cards: Card[];
}

/** Body of a product, service or industry page. Title, tagline and description come from the route table. */
export interface DetailPage {
  path: RoutePath;
  image: Picture;
  intro: string[];
  /** Short figures shown beside the image, e.g. "IP66/67/68". */
  highlights?: string[];
  sections: Block[];
  cardGroups?: CardGroup[];
  /** The Service type option this page preselects in the quote form. */
  quoteService?: string;
}

/** A titled item with a short explanation: perks, values, features, list entries. */
export interface Point {
  title: string;
  text: string;
}

export interface Article {
  path: RoutePath;
  /** ISO date, e.g. '2025-06-12'. */
  published: string;
  author: string;
  /** One or two sentences for the /blog card. */
  excerpt: string;
  subtitle: string;
  headerImage: Picture;
  sideImage: Picture;
  intro: string[];
  sections: Block[];
  listHeading: string;
  list: Point[];
  /** Product or service pages this article is about (first is the main one). */
  related: RoutePath[];
}

export interface LegalClause {
  /** Anchor id, e.g. 'acceptance'. */
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDocument {
  path: RoutePath;
  updated: string;
  intro: string[];
  clauses: LegalClause[];
}

export interface CareerTopic {
  title: string;
  paragraphs: string[];
  image: Picture;
}

export interface Job {
  title: string;
  location: string;
  type: string;
  summary: string;
}

export interface Project {
  image: Picture;
  caption: string;
  sector: 'Oil & Gas' | 'Construction';
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  rating: number;
}

export interface WhyCard {
  image: Picture;
  figure: string;
  title: string;
  text: string;
  link: RoutePath;
}

export interface ServiceSummary {
  path: RoutePath;
  /** Short description for the /services card and the home carousel's hover text. */
  subText: string;
  image: Picture;
}

export interface IndustrySummary {
  path: RoutePath;
  description: string;
  image: Picture;
}
