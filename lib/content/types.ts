/**
 * The types of the content, all inferred from content/schema.ts (the schema is the source; these
 * are names for the parts components take as props).
 */
import type { Home } from './schema';

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
