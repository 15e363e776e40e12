import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  // Images are SVG illustrations and pre-sized rasters made by committed scripts; there is no server to optimise them.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run typecheck` (tsc, part of `npm test`) checks every file; the build need not do it again,
  // which keeps an editor's content-only publish fast.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Two root layouts (English, Arabic): one branded 404 for both, app/global-not-found.tsx.
    globalNotFound: true,
    // Each page's CSS is inlined in its HTML (scripts/inline-css.mjs), so a stylesheet request costs
    // nothing and unused rules cost every first paint: a request priced at 1 B groups CSS by route.
    // The default merged every page's rules into one stylesheet (the home page's carousel on every
    // product page): 10.6 KB gzip on every page, now 5.1 to 8.4 (issue 44). Computed styles of every
    // element of every route, at 390 and 1440 px, are the same as with one stylesheet.
    cssChunking: { type: 'graph', requestCost: 1 },
  },
};

export default nextConfig;
