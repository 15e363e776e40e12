'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrated } from '@/components/catalogue/use-hydrated';

/**
 * A component whose code is fetched only once the page is interactive: before that (and without
 * JavaScript) it renders nothing, so the prerendered page shows no control that cannot work yet.
 */
export function lazyWhenHydrated<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Component = lazy(() => load().then((loaded) => ({ default: loaded })));
  return function WhenHydrated(props: Props) {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
