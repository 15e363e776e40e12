'use client';

import { lazy, type ComponentType } from 'react';
import type { ClientText } from '@/lib/content/client-text';
import type { Locale } from '@/lib/i18n/locales';
import { MoreText } from './LocaleProvider';
import { fetchWords, type WordsFile } from './fetch-words';

/**
 * A component whose code and group of interface words (`file`, in `locale`) load together when it
 * first renders, not with every page; it reads the words through MoreText. React.lazy keeps a failed
 * load for good, so a retry calls this again for a new component.
 */
export function lazyWithWords<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  file: WordsFile,
  locale: Locale,
) {
  return lazy(() =>
    Promise.all([load(), fetchWords<Partial<ClientText>>(file, locale)]).then(
      ([Component, words]) => ({
        default: function WithWords(props: Props) {
          return (
            <MoreText text={words}>
              <Component {...props} />
            </MoreText>
          );
        },
      }),
    ),
  );
}
