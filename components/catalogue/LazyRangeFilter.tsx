'use client';

import { lazyWhenHydrated } from '@/components/ui/lazy-when-hydrated';

// The filter's code is fetched only by pages whose tables have one, after the page is interactive.
export const LazyRangeFilter = lazyWhenHydrated(() =>
  import('./RangeFilter').then((m) => m.RangeFilter),
);
