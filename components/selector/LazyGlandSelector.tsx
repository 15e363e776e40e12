'use client';

import { lazyWhenHydrated } from '@/components/ui/lazy-when-hydrated';

// Fetched only by the glands page, once it is interactive; before that (and without JavaScript)
// nothing shows, so there is no dead control, and the tables below stay the way to choose.
export const LazyGlandSelector = lazyWhenHydrated(() =>
  import('./GlandSelector').then((m) => m.GlandSelector),
);
