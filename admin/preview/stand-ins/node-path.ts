// node:path in the admin preview's bundle, for the paths lib/content/routes.ts names when it loads.
export const join = (...parts: string[]) => parts.join('/');
