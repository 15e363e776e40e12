/**
 * The types of the content, all inferred from content/schema.ts (the schema is the source; these
 * are names for the parts components take as props).
 */
export type {
  Article,
  Block,
  Card,
  CareerTopic,
  DetailPage,
  Job,
  LegalDocument,
  Picture,
  Point,
} from './schema';
