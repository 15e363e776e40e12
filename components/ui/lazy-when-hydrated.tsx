'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from '@/components/catalogue/use-hydrated';

/**
 * Renders `children` only once the page is interactive, and nothing while their code or data loads:
 * before that (and without JavaScript) the prerendered page shows no control that cannot work yet.
 */
export function WhenHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** A component whose code is fetched only once the page is interactive (WhenHydrated). */
export function lazyWhenHydrated<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Component = lazy(() => load().then((loaded) => ({ default: loaded })));
  return function LazyWhenHydrated(props: Props) {
    return (
      <WhenHydrated>
        <Component {...props} />
      </WhenHydrated>
    );
  };
}
