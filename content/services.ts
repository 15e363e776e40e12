/** The service pages, read from content/services/, in the order of the services menu. */
import 'server-only';
import { loadContent } from './load';
import { lookupByPath } from './lookup';

export const services = loadContent().services;
export const getService = lookupByPath(services, 'service page');
