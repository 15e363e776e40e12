import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  // A second export (the quote tests' build without e-mail IDs) goes to its own folder.
  distDir: process.env.EXPORT_DIR || undefined,
  // Images are SVG illustrations and pre-sized rasters made by committed scripts; there is no server to optimise them.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Two root layouts (English, Arabic): one branded 404 for both, app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  // The publish fast path (.ci/fast) builds a content-only change to code whose whole suite, type
  // check included, passed: it skips Next's repeat of that check. Every other build runs it.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
};

export default nextConfig;
