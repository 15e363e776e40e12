'use client';

import { use } from 'react';
import { WhenHydrated } from '@/components/ui/lazy-when-hydrated';
import { LoadBoundary } from '@/components/ui/LoadBoundary';
import type { Locale } from '@/lib/i18n/locales';
import type { SelectorData, SelectorWords } from '@/lib/gland/match';
import { selectorSource } from '@/lib/gland/files';
import { fetchJson } from '@/components/i18n/fetch-words';

interface Props {
  path: string;
  locale: Locale;
}

const loads = new Map<string, ReturnType<typeof load>>();

/** The selector's code and its page's words and figures (a file of the export), fetched together. */
function load(source: string) {
  return Promise.all([
    import('./GlandSelector').then((loaded) => loaded.GlandSelector),
    fetchJson<{ text: SelectorWords; data: SelectorData }>(source),
  ]).then(([GlandSelector, payload]) => ({ GlandSelector, ...payload }));
}

function Loaded({ path, locale }: Props) {
  const source = selectorSource(path, locale);
  if (!loads.has(source)) loads.set(source, load(source));
  const { GlandSelector, text, data } = use(loads.get(source)!);
  return <GlandSelector text={text} data={data} path={path} locale={locale} />;
}

/**
 * Fetched only by the glands page, once it is interactive; before that (and without JavaScript)
 * nothing shows, so there is no dead control, and the tables below stay the way to choose. The
 * words and figures come with the code, not in the page's document (issue 44). If they fail to
 * load, the selector is left out and the page with its tables stays; a later visit fetches again.
 */
export function LazyGlandSelector(props: Props) {
  return (
    <WhenHydrated>
      <LoadBoundary onError={() => loads.delete(selectorSource(props.path, props.locale))}>
        <Loaded {...props} />
      </LoadBoundary>
    </WhenHydrated>
  );
}
