'use client';

import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Called once the load has failed, e.g. to forget a cached promise so a later mount tries again. */
  onError?: () => void;
  /** Shown in the part's place once its load has failed (nothing by default). */
  fallback?: ReactNode;
}

/**
 * Around a part of a page whose code or data is fetched after the page has loaded and which the page
 * can do without (the gland selector: the tables below it remain the way to choose). When that fetch
 * fails (offline, a flaky link, a tab left open across a redeploy) the part is left out and the page
 * stays, instead of the route's error panel taking its place. Mounted again (a new `key`), it tries again.
 */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError?.();
    console.error(
      'A part of the page failed to load:',
      error instanceof Error ? error.message : error,
    );
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
