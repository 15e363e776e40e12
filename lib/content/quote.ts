import { getRoute, productsMenu, serviceOrder, type RoutePath } from './routes';

/** Options of the quote form's optional Service type select: the services, the product categories, Other. */
const productPaths: RoutePath[] = [...productsMenu.map((link) => link.href), '/enterable'];

export const serviceOptions: string[] = [
  ...serviceOrder.map((path) => getRoute(path).name),
  ...productPaths.map((path) => getRoute(path).name),
  'Other',
];

export const quoteMessages = {
  success: 'Message sent successfully!',
  failure: 'Failed to send message, please try again.',
} as const;
