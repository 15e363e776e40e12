'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LinkList, type SiteLink } from './LinkList';
import styles from './ProductsMenu.module.css';

interface Props {
  /** The Products link itself, rendered by the parent. */
  trigger: ReactNode;
  links: SiteLink[];
  /** The toggle button's accessible name. */
  label: string;
}

/** WAI-ARIA disclosure navigation: a link to /product plus a button that shows the category links. */
export function ProductsMenu({ trigger, links, label }: Props) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const pathname = usePathname();

  useEffect(() => {
    if (!open || focusIndex === null) return;
    rootRef.current?.querySelectorAll<HTMLAnchorElement>(':scope > ul a')[focusIndex]?.focus();
  }, [open, focusIndex]);

  function openAt(index: number | null) {
    setOpen(true);
    setFocusIndex(index);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    setFocusIndex(null);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = Array.from(
      rootRef.current?.querySelectorAll<HTMLAnchorElement>(':scope > ul a') ?? [],
    );
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index < 0 ? 0 : Math.min(index + 1, last),
      ArrowUp: index <= 0 ? 0 : index - 1,
      Home: 0,
      End: last,
    };
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    } else if (event.key in moves && (open || event.key === 'ArrowDown')) {
      event.preventDefault();
      openAt(moves[event.key] ?? 0);
    }
  }

  return (
    // Key and pointer events bubble here from the link, the button and the list, which are the real controls.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={styles.root}
      onMouseEnter={() => openAt(null)}
      onMouseLeave={() => close(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      {trigger}
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={label}
        onClick={() => (open ? close(false) : openAt(null))}
      >
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <LinkList
        id={listId}
        className={styles.panel}
        hidden={!open}
        links={links}
        linkClassName={styles.item}
        current={pathname}
        onNavigate={() => close(false)}
      />
    </div>
  );
}
