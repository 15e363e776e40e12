'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { useHydrated } from '@/components/catalogue/use-hydrated';

// Fetched only by the glands page, once it is interactive; before that (and without JavaScript)
// nothing shows, so there is no dead control, and the tables below stay the way to choose.
const GlandSelector = lazy(() =>
  import('./GlandSelector').then((m) => ({ default: m.GlandSelector })),
);

export function LazyGlandSelector(props: ComponentProps<typeof GlandSelector>) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <GlandSelector {...props} />
    </Suspense>
  );
}
