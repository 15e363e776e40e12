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
  // Two root layouts (English, Arabic): one branded 404 for both, app/global-not-found.tsx.
  experimental: { globalNotFound: true },
};

export default nextConfig;
