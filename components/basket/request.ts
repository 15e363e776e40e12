import { useSyncExternalStore } from 'react';
import { limits, type BasketLine } from './store';

/**
 * What the sales team needs besides the lines (company, project, delivery site, date), the request's
 * reference and, once sent, a copy of what was sent. Kept in localStorage beside the list (never in
 * a URL) until the buyer clears the list; /quote's code only, so it costs product pages nothing.
 */
export interface RequestFields {
  company: string;
  project: string;
  site: string;
  /** yyyy-mm-dd, as a date input gives it. */
  requiredBy: string;
}

/** The request as it was sent: the printable copy is made from this. */
export interface SentRequest {
  /** When, as an ISO date-time. */
  on: string;
  reference: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  fields: RequestFields;
  lines: BasketLine[];
}

/** What the buyer typed into the send form: kept with the list, so a reload or a failed send loses nothing. */
interface ContactDraft {
  user_name: string;
  user_mobile: string;
  user_email: string;
  message: string;
}

interface QuoteRequest {
  fields: RequestFields;
  contact?: ContactDraft;
  reference?: string;
  sent?: SentRequest;
}

export const REQUEST_KEY = 'quote-request';
const VERSION = 1;
export const emptyFields: RequestFields = { company: '', project: '', site: '', requiredBy: '' };
export const emptyContact: ContactDraft = {
  user_name: '',
  user_mobile: '',
  user_email: '',
  message: '',
};
const empty: QuoteRequest = { fields: emptyFields };

const REFERENCE = /^RFQ-\d{8}-\d{4}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: unknown, max = limits.text) =>
  typeof value === 'string' ? value.slice(0, max) : '';

/** A reference made in the browser from the day and four random digits: RFQ-20261125-4821. */
export function makeReference(date = new Date(), random = Math.random()): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index ? 2 : 4, '0'))
    .join('');
  return `RFQ-${day}-${String(Math.floor(random * 10_000) % 10_000).padStart(4, '0')}`;
}

function parseFields(value: unknown): RequestFields {
  const fields = (value ?? {}) as Record<string, unknown>;
  const requiredBy = text(fields.requiredBy);
  return {
    company: text(fields.company),
    project: text(fields.project),
    site: text(fields.site),
    requiredBy: DATE.test(requiredBy) ? requiredBy : '',
  };
}

function parseContact(value: unknown): ContactDraft | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const contact = value as Record<string, unknown>;
  return {
    user_name: text(contact.user_name),
    user_mobile: text(contact.user_mobile),
    user_email: text(contact.user_email),
    message: text(contact.message, 5000),
  };
}

function parseSent(value: unknown): SentRequest | undefined {
  const sent = (value ?? {}) as Record<string, unknown>;
  if (typeof sent.reference !== 'string' || !REFERENCE.test(sent.reference)) return undefined;
  if (typeof sent.on !== 'string' || Number.isNaN(Date.parse(sent.on))) return undefined;
  if (!Array.isArray(sent.lines)) return undefined;
  return {
    on: sent.on,
    reference: sent.reference,
    name: text(sent.name),
    phone: text(sent.phone),
    email: text(sent.email),
    message: text(sent.message, 5000),
    fields: parseFields(sent.fields),
    // The copy shows what was sent; the lines were checked when they were in the list.
    lines: (sent.lines as BasketLine[]).slice(0, limits.lines),
  };
}

/** Reads a stored request: anything corrupt or foreign gives empty fields. */
export function parseRequest(raw: string | null): QuoteRequest {
  try {
    const data = JSON.parse(raw ?? 'null') as Record<string, unknown> | null;
    if (data?.v !== VERSION) return empty;
    const reference =
      typeof data.reference === 'string' && REFERENCE.test(data.reference)
        ? data.reference
        : undefined;
    return {
      fields: parseFields(data.fields),
      contact: parseContact(data.contact),
      reference,
      sent: parseSent(data.sent),
    };
  } catch {
    return empty;
  }
}

let memory: string | null = null;
const listeners = new Set<() => void>();
let cache: { raw: string | null; request: QuoteRequest } = { raw: null, request: empty };

function readRaw(): string | null {
  try {
    return localStorage.getItem(REQUEST_KEY);
  } catch {
    return memory;
  }
}

export function readRequest(): QuoteRequest {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, request: parseRequest(raw) };
  return cache.request;
}

export function saveRequest(request: QuoteRequest) {
  const blank =
    !request.reference &&
    !request.sent &&
    [...Object.values(request.fields), ...Object.values(request.contact ?? {})].every((v) => !v);
  memory = blank ? null : JSON.stringify({ v: VERSION, ...request });
  try {
    if (memory) localStorage.setItem(REQUEST_KEY, memory);
    else localStorage.removeItem(REQUEST_KEY);
  } catch {
    // Blocked storage: the in-memory copy serves this tab.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === REQUEST_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useRequest = () => useSyncExternalStore(subscribe, readRequest, () => empty);

/** The request's reference, made once and kept until the list is cleared. */
export function requestReference(): string {
  const current = readRequest();
  if (current.reference) return current.reference;
  const reference = makeReference();
  saveRequest({ ...current, reference });
  return reference;
}

/**
 * Clearing the list ends the request: the buyer's contact details and message go with it; the
 * project's fields stay (the next request is likely for the same project).
 */
export const endRequest = () => saveRequest({ fields: readRequest().fields });
