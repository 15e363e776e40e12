import Link from 'next/link';
import type { ComponentPropsWithoutRef } from 'react';

/** A link of the site's menus, already in the page's language: its URL and its label. */
export interface SiteLink {
  href: string;
  label: string;
}

interface Props extends ComponentPropsWithoutRef<'ul'> {
  links: readonly SiteLink[];
  linkClassName?: string;
  /** The page the visitor is on: its link is marked `aria-current="page"`. */
  current?: string;
  onNavigate?: () => void;
}

/** A list of site links: the menus' and the footer's. */
export function LinkList({ links, linkClassName, current, onNavigate, ...list }: Props) {
  return (
    <ul {...list}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            prefetch={false}
            href={link.href}
            // Only the props set: an unset one would still be written into React's payload.
            {...(linkClassName && { className: linkClassName })}
            {...(current === link.href && { 'aria-current': 'page' as const })}
            {...(onNavigate && { onClick: onNavigate })}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
