'use client';

import { createContext, type ReactNode } from 'react';
import type { Contact } from '@/lib/content/contact';

/**
 * The company's contact details for client components that cannot take props from a server parent:
 * the error boundaries. The root layout provides it; the global error page, which replaces the
 * layout, goes without.
 */
export const ContactContext = createContext<Contact | null>(null);

export function ContactProvider({ contact, children }: { contact: Contact; children: ReactNode }) {
  return <ContactContext value={contact}>{children}</ContactContext>;
}
