// Next.js resolves `import 'server-only'` itself (a build error when a client component imports a
// loader). The unit tests run the same loaders in plain Node, where the import means nothing.
export {};
