// next/link in the admin preview's bundle: a plain link (nothing in the preview navigates).
import type { AnchorHTMLAttributes } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean };

export default function Link({ children, ...props }: Props) {
  const attributes: AnchorHTMLAttributes<HTMLAnchorElement> = { ...props };
  delete (attributes as Props).prefetch;
  return <a {...attributes}>{children}</a>;
}
