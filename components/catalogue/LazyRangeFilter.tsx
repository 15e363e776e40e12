'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { useHydrated } from './use-hydrated';

// The filter's code is fetched only by pages whose tables have one, after the page is interactive.
const RangeFilter = lazy(() => import('./RangeFilter').then((m) => ({ default: m.RangeFilter })));

export function LazyRangeFilter(props: ComponentProps<typeof RangeFilter>) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <RangeFilter {...props} />
    </Suspense>
  );
}
