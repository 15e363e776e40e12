import { useSyncExternalStore } from 'react';
import { quoteLimits } from '@/components/quote/quote-rules';
import { limits, parseLines, type BasketLine } from './store';

/**
 * What the sales team needs besides the lines (company, project, delivery site, date), the request's
 * reference, the contact details typed until they are sent and, once sent, a copy of what was sent
 * (without the contact details). Kept in localStorage beside the list (never in a URL) until the
 * buyer clears the list; /quote's code only, so it costs product pages nothing.
 */
export interface RequestFields {
  company: string;
  project: string;
  site: string;
  /** yyyy-mm-dd, as a date input gives it. */
  requiredBy: string;
}

/**
 * The request as it was sent, kept with the list: the printable copy is made from this. It holds
 * no one's name, phone, e-mail or message: those are the buyer's SentDetails, kept in the tab's
 * memory only (for the copy on screen and on paper right after sending), never stored.
 */
export interface SentRequest {
  /** When, as an ISO date-time. */
  on: string;
  reference: string;
  fields: RequestFields;
  lines: BasketLine[];
}

/** Who sent the request and their message: shown on the copy in the tab it was sent from. */
interface SentDetails {
  name: string;
  phone: string;
  email: string;
  message: string;
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
  /** When the buyer last typed their details or sent the request (ISO): they expire from then. */
  at?: string;
}

/** How long the buyer's details (fields, contact, sent copy) are kept after they last typed them. */
export const KEEP_DAYS = 30;
const KEEP_MS = KEEP_DAYS * 24 * 60 * 60 * 1000;

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
/** The longest message kept, as the form's. */
const MESSAGE = quoteLimits.user_message;
const text = (value: unknown, max = limits.text) =>
  typeof value === 'string' ? value.slice(0, max) : '';

/** A reference made in the browser from the day and four random digits: RFQ-20261125-4821. */
export function makeReference(date = new Date(), random = Math.random()): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index ? 2 : 4, '0'))
    .join('');
  return `RFQ-${day}-${String(Math.floor(random * 10_000) % 10_000).padStart(4, '0')}`;
}

/** A record read from storage: an object that is not an array, else an empty one. */
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A yyyy-mm-dd that is a day of the calendar (2027-02-30 is not), else ''. */
const day = (value: unknown) => {
  const date = text(value);
  const time = DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(date) ? date : '';
};

function parseFields(value: unknown): RequestFields {
  const fields = record(value);
  return {
    company: text(fields.company),
    project: text(fields.project),
    site: text(fields.site),
    requiredBy: day(fields.requiredBy),
  };
}

function parseContact(value: unknown): ContactDraft | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const contact = value as Record<string, unknown>;
  return {
    user_name: text(contact.user_name, quoteLimits.user_name),
    user_mobile: text(contact.user_mobile, quoteLimits.user_mobile),
    user_email: text(contact.user_email, quoteLimits.user_email),
    message: text(contact.message, MESSAGE),
  };
}

/** A moment as an ISO date-time (what toISOString gives), else undefined. */
const isoTime = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/.test(value) &&
  !Number.isNaN(Date.parse(value))
    ? value
    : undefined;

function parseSent(value: unknown): SentRequest | undefined {
  const sent = record(value);
  const on = isoTime(sent.on);
  if (typeof sent.reference !== 'string' || !REFERENCE.test(sent.reference)) return undefined;
  if (!on || !Array.isArray(sent.lines)) return undefined;
  // The copy shows what was sent, read line by line as the list is (store.ts parseLine).
  const lines = parseLines(sent.lines);
  if (lines.length === 0) return undefined;
  return {
    on,
    reference: sent.reference,
    fields: parseFields(sent.fields),
    lines,
  };
}

/** A time within the last KEEP_DAYS (and not ahead of the clock by more than a day). */
const fresh = (at: string | undefined, now: number) => {
  const time = at ? Date.parse(at) : NaN;
  return time > now - KEEP_MS && time < now + KEEP_MS / KEEP_DAYS;
};

/**
 * Reads a stored request: anything corrupt or foreign gives empty fields, never an error. The
 * buyer's details (the fields, the contact details, the sent copy) are read only within KEEP_DAYS
 * of when they were last typed or sent (`at`); after that, or without a time, they are gone. The
 * reference stays with the list.
 */
export function parseRequest(raw: string | null, now = Date.now()): QuoteRequest {
  try {
    const data = record(JSON.parse(raw ?? 'null'));
    if (data.v !== VERSION) return empty;
    const reference =
      typeof data.reference === 'string' && REFERENCE.test(data.reference)
        ? data.reference
        : undefined;
    const at = isoTime(data.at);
    if (!fresh(at, now)) return { fields: emptyFields, reference };
    return {
      fields: parseFields(data.fields),
      contact: parseContact(data.contact),
      reference,
      sent: parseSent(data.sent),
      at,
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

/** The stored text of a request: none when it holds nothing. */
function serialise(request: QuoteRequest): string | null {
  const blank =
    !request.reference &&
    !request.sent &&
    [...Object.values(request.fields), ...Object.values(request.contact ?? {})].every((v) => !v);
  return blank ? null : JSON.stringify({ v: VERSION, ...request });
}

function saveRequest(request: QuoteRequest) {
  memory = serialise(request);
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

const noDetails: SentDetails = { name: '', phone: '', email: '', message: '' };
let sentDetails: { reference: string; details: SentDetails } | undefined;

/** The buyer's details sent with `sent`, while the tab that sent it is open; else none. */
export const detailsOf = (sent: SentRequest): SentDetails =>
  sentDetails?.reference === sent.reference ? sentDetails.details : noDetails;

/** Saves the buyer's details as typed now: they are kept KEEP_DAYS from now. */
export const saveDetails = (request: QuoteRequest) =>
  saveRequest({ ...request, at: new Date().toISOString() });

/**
 * Writes back what is read when the stored request holds more (details past KEEP_DAYS, parts that
 * cannot be read): what the site no longer shows is not kept either. Run when /quote opens.
 */
export function tidyRequest() {
  const raw = readRaw();
  // Parsed now, not from the cache: the same text reads as less once its time has passed.
  const request = parseRequest(raw);
  if (raw !== null && raw !== serialise(request)) saveRequest(request);
}

/**
 * "Forget my details": the fields, the contact details and the sent copy go at once, from the
 * storage and from this tab; the list and its reference stay.
 */
export function forgetDetails() {
  sentDetails = undefined;
  saveRequest({ fields: emptyFields, reference: readRequest().reference });
}

/**
 * A successful send: the list is marked sent with a copy of the request, and the buyer's contact
 * details and message leave the storage (issue 45: personal data not kept without end). They
 * stay in this tab's memory for the copy on screen and on paper; the project's fields stay.
 */
export function markSent(sent: SentRequest, details: SentDetails) {
  sentDetails = { reference: sent.reference, details };
  const { fields } = readRequest();
  saveDetails({ fields, reference: sent.reference, sent });
}

/**
 * Clearing the list ends the request: the buyer's contact details and message go with it; the
 * project's fields stay (the next request is likely for the same project).
 */
export const endRequest = () => {
  const { fields, at } = readRequest();
  saveRequest({ fields, at });
};
