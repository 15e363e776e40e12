/** The service pages, read from content/services/, in the order of the services menu. */
import 'server-only';
import { loadContent } from './load';
import { lookupByPath } from './lookup';
import type { ServiceSummary } from './types';

export const services = loadContent().services;
export const getService = lookupByPath(services, 'service page');

export const serviceSummaries: ServiceSummary[] = services.map((service) => ({
  path: service.path,
  subText: service.summary.text,
  image: service.summary.image,
}));
