/**
 * The types of the content, all inferred from content/schema.ts (the schema is the source; these
 * are names for the parts components take as props).
 */
import type { Home, Industry, Picture, Service } from './schema';

export type {
  Article,
  Block,
  Card,
  CardGroup,
  CareerTopic,
  DetailPage,
  Job,
  LegalClause,
  LegalDocument,
  Picture,
  Point,
} from './schema';

export type Project = Home['projects'][number];
export type Testimonial = Home['testimonials'][number];
export type WhyCard = Home['whyChooseUs'][number];

export interface ServiceSummary {
  path: Service['path'];
  /** Short description for the /services card and the home carousel's hover text. */
  subText: string;
  image: Picture;
}

export interface IndustrySummary {
  path: Industry['path'];
  description: string;
  image: Picture;
}
