'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { CareerTopic } from '@/lib/content/types';
import { Img } from '@/components/ui/Img';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { isolated } from '@/components/ui/Isolated';
import styles from './CareerTabs.module.css';

/** WAI-ARIA tabs with automatic activation; every panel is in the HTML, the inactive ones hidden. */
export function CareerTabs({ topics }: { topics: CareerTopic[] }) {
  const [selected, setSelected] = useState(0);
  const tabsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const { tabs } = useText('career');
  const locale = useLocale();
  const rtl = locale === 'ar';

  function select(index: number) {
    const next = (index + topics.length) % topics.length;
    setSelected(next);
    tabsRef.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    // Left and right follow the reading direction: in Arabic the next tab is to the left.
    const moves: Record<string, number> = {
      ArrowDown: selected + 1,
      ArrowRight: selected + (rtl ? -1 : 1),
      ArrowUp: selected - 1,
      ArrowLeft: selected + (rtl ? 1 : -1),
      Home: 0,
      End: topics.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={tabs} aria-orientation="vertical" className={styles.list}>
        {topics.map((topic, index) => (
          <button
            key={topic.title}
            ref={(element) => {
              tabsRef.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {topic.title}
          </button>
        ))}
      </div>
      {topics.map((topic, index) => (
        <div
          key={topic.title}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          <Img image={topic.image} className={styles.image} />
          <div>
            <h3>{topic.title}</h3>
            {topic.paragraphs.map((paragraph) => (
              <p key={paragraph}>{isolated(paragraph, locale)}</p>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
