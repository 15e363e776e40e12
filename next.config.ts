import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  // Images are SVG illustrations and pre-sized rasters made by committed scripts; there is no server to optimise them.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
