/**
 * What an editor can do in the content admin, as operations on a copy of content/: change a text,
 * a number or a date within what the admin's field allows, clear an Arabic text or a whole Arabic
 * file, add, remove and reorder list items (table rows included), add an article with its Arabic
 * left for later, delete an article the admin lets them delete. The operations are read off the
 * admin's own configuration (lib/content/admin-config.ts), so a field the admin offers is a field
 * they can reach, and each file is written back in the form the admin writes (lib/content/file-format.ts).
 *
 * An operation names its target by numbers (`pick`, `at`), taken modulo what exists when it runs,
 * so any sequence applies to any content, and fast-check can shrink a failing sequence.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse } from 'yaml';
import { adminConfig, type Field } from '@/lib/content/admin-config';
import { formatContent } from '@/lib/content/file-format';
import { publicDir } from '@/lib/content/schema';
import { isEnglishFile } from '@/lib/content/routes';
import { defaultLocale } from '@/lib/i18n/locales';

export type Operation =
  | { kind: 'set'; pick: number; text: string; n: number }
  | { kind: 'clear-arabic'; pick: number }
  | { kind: 'clear-arabic-file'; pick: number }
  | { kind: 'add'; pick: number; at: number; text: string; n: number }
  | { kind: 'remove'; pick: number; at: number }
  | { kind: 'move'; pick: number; from: number; to: number }
  | { kind: 'add-article'; text: string; n: number }
  | { kind: 'delete-article'; pick: number };

type Key = string | number;
type AdminConfig = ReturnType<typeof adminConfig>;
type Data = Record<string, unknown>;

interface Doc {
  /** As the build reports it: content/products/Cableties.ar.yml */
  shown: string;
  locale: string;
  fields: Field[];
  data: Data;
  /** The file was written by an operation (or created, or emptied). */
  dirty: boolean;
  /** The file is gone (an article deleted). */
  deleted?: boolean;
}

interface Entry {
  collection: string;
  en: Doc;
  ar: Doc;
}

/**
 * Makes the Arabic file's lists on `path` as long as the English ones up to that place, with empty
 * items, so a translation typed into the tenth paragraph lands beside the tenth English one.
 */
function pad(arabic: Data, english: Data, path: readonly Key[]) {
  for (let depth = 1; depth < path.length; depth++) {
    const key = path[depth];
    if (typeof key !== 'number') continue;
    const list = get(arabic, path.slice(0, depth));
    const source = get(english, path.slice(0, depth));
    if (!Array.isArray(source)) continue;
    const items = Array.isArray(list) ? list : [];
    for (let index = 0; index < key; index++)
      if (items[index] === undefined || items[index] === null)
        items[index] = emptyLike(source[index]);
    set(arabic, path.slice(0, depth), items);
  }
}

/** A value the admin shows as one field: a text, a number, a date, a choice, an image. */
interface Slot {
  entry: Entry;
  doc: Doc;
  path: Key[];
  field: Field;
}

/** A list the admin shows with its add, remove and reorder buttons. */
interface ListSlot {
  entry: Entry;
  path: Key[];
  field: Field;
  items: unknown[];
}

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const get = (data: unknown, path: readonly Key[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<Key, unknown> | undefined)?.[key], data);

/** Sets `value` at `path`, making the objects and lists on the way (as the admin's form does). */
function set(data: Data, path: readonly Key[], value: unknown) {
  let node: Record<Key, unknown> = data;
  path.slice(0, -1).forEach((key, index) => {
    const next = path[index + 1];
    if (node[key] === undefined || node[key] === null)
      node[key] = typeof next === 'number' ? [] : {};
    node = node[key] as Record<Key, unknown>;
  });
  const last = path.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

const isRequired = (field: Field) => field.required !== false;
/** A field an editor does not type: hidden, read-only, or an identifier the build keys on. */
const isFixed = (field: Field) =>
  field.widget === 'hidden' || field.readonly === true || field.name === 'key';

/** The fields of a list item, or of the type a typed list's item declares. */
function itemFields(list: Field, item: unknown): Field[] | undefined {
  if (Array.isArray(list.types) && isRecord(item)) {
    const typeKey = (list.typeKey as string | undefined) ?? 'type';
    return (list.types as Field[]).find((type) => type.name === item[typeKey])?.fields as Field[];
  }
  return list.fields as Field[] | undefined;
}

export const SAMPLE_WORDS = [
  'cable',
  'gland',
  'tray',
  'M25',
  'IP68',
  'stainless',
  'LSZH',
  '90 °C',
  '4 × 10 mm²',
  'Sharjah',
  'supply',
  'armour',
];

export const ARABIC_WORDS = ['كابل', 'جلبة', 'حامل', 'الشارقة', 'توريد', 'علبة', 'مقاوم', 'الماء'];

/**
 * A text as an editor types it. The counter keeps texts apart (two pages never get the same title
 * by chance); `text` carries the generated characters, YAML's awkward ones among them.
 */
function textFor(field: Field, locale: string, text: string, counter: number): string {
  const typed = field.widget === 'text' ? text.trim() : text.replaceAll(/\s+/g, ' ').trim();
  const base = typed || (locale === 'ar' ? ARABIC_WORDS[counter % 8]! : 'Edited text');
  let value = `${base} ${counter}`;
  const pattern = Array.isArray(field.pattern) ? new RegExp(field.pattern[0] as string) : undefined;
  if (pattern && !pattern.test(value)) {
    // Fields with a form to keep (a quote label, an id, a phone number, a web or e-mail address):
    // the form, filled with the counter instead of free text.
    // The `{slot}`s a text must keep, as the admin's pattern asks for them.
    const slots = [...String((field.pattern as string[])[0]).matchAll(/\\\{(\w+)\\\}/g)].map(
      (m) => `{${m[1]}}`,
    );
    const forms = [
      `${base.replaceAll(/[{}]/g, '')} ${slots.join(' ')}`.trim(),
      `${base.replaceAll(/[{}]/g, '')} {}`,
      `item-${counter}`,
      `+9716${String(counter).padStart(7, '0')}`,
      `https://example.com/page-${counter}`,
      `editor${counter}@example.com`,
    ];
    const form = forms.find((candidate) => pattern.test(candidate));
    if (form === undefined) return '';
    value = form;
  }
  const max = typeof field.maxlength === 'number' ? field.maxlength : undefined;
  const min = typeof field.minlength === 'number' ? field.minlength : 0;
  if (value.length < min) value = `${value} ${'supply of cable glands and trays '.repeat(8)}`;
  if (max !== undefined && value.length > max)
    value = `${value.slice(0, max - String(counter).length - 1).trim()} ${counter}`;
  return value;
}

/** A date the admin's date picker gives: yyyy-mm-dd between 2015 and 2034. */
const dateFor = (n: number) => {
  const day = new Date(Date.UTC(2015, 0, 1) + (n % (20 * 365)) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

function numberFor(field: Field, n: number, current: unknown): number {
  const min = typeof field.min === 'number' ? field.min : undefined;
  const max = typeof field.max === 'number' ? field.max : undefined;
  const int = field.value_type === 'int';
  const base = typeof current === 'number' ? current : (min ?? (n % 1000) / 10);
  let value = int ? base + ((n % 7) - 3) : Math.round(base * (0.5 + (n % 100) / 100) * 100) / 100;
  if (min !== undefined) value = Math.max(min, value);
  if (max !== undefined) value = Math.min(max, value);
  return value;
}

export class ContentEdits {
  readonly dir: string;
  private readonly entries: Entry[] = [];
  private readonly folders = new Map<string, Field[]>();
  private readonly images: string[];
  private counter = 0;
  /** What each operation did, in words: printed when a generated sequence fails. */
  readonly log: string[] = [];

  /**
   * `config` is the admin's configuration; by default made from `dir` (a session's edits never
   * change it: its tables and fields stay, only labels would, so a test may make it once).
   */
  constructor(dir: string, config: AdminConfig = adminConfig(dir)) {
    this.dir = dir;
    const root = join(dir, '..');
    const typed = config as unknown as {
      collections: {
        name: string;
        folder?: string;
        create?: boolean;
        delete?: boolean;
        files?: { file: string; fields: Field[] }[];
        fields?: Field[];
      }[];
    };
    const read = (path: string, locale: string, fields: Field[]): Doc => {
      const full = join(root, path);
      const data = existsSync(full) ? ((parse(readFileSync(full, 'utf8')) ?? {}) as Data) : {};
      return { shown: path, locale, fields, data, dirty: false };
    };
    for (const collection of typed.collections) {
      for (const file of collection.files ?? []) {
        const path = file.file.replace('.{{locale}}', '');
        this.entries.push({
          collection: collection.name,
          en: read(path, defaultLocale, file.fields),
          ar: read(path.replace(/\.yml$/, '.ar.yml'), 'ar', file.fields),
        });
      }
      if (collection.folder) {
        this.folders.set(collection.name, collection.fields ?? []);
        if (collection.create) this.creatable = collection;
        if (collection.delete) this.deletable = collection.name;
        const folder = join(root, collection.folder);
        const names = existsSync(folder) ? readdirSync(folder).filter(isEnglishFile) : [];
        for (const name of names) {
          const path = `${collection.folder}/${name}`;
          this.entries.push({
            collection: collection.name,
            en: read(path, defaultLocale, collection.fields ?? []),
            ar: read(path.replace(/\.yml$/, '.ar.yml'), 'ar', collection.fields ?? []),
          });
        }
      }
    }
    const imageDir = join(publicDir, 'images');
    this.images = (readdirSync(imageDir, { recursive: true }) as string[])
      .filter((file) => /\.(webp|png|jpe?g|svg)$/.test(file))
      .filter((file) => readFileSync(join(imageDir, file)).length <= 150 * 1024)
      .map((file) => `/images/${file}`)
      .sort();
  }

  private creatable?: { name: string; folder?: string; fields?: Field[] };
  private deletable?: string;

  // ---- Where an editor can act ------------------------------------------------------------------

  /** Every value field of every entry: English everywhere, Arabic where it is a text. */
  private slots(): Slot[] {
    const slots: Slot[] = [];
    for (const entry of this.live()) {
      this.walk(entry.en.fields, entry.en.data, [], {
        leaf: (path, field) => {
          if (isFixed(field)) return;
          slots.push({ entry, doc: entry.en, path, field });
          if (field.i18n === true && (field.widget === 'string' || field.widget === 'text'))
            slots.push({ entry, doc: entry.ar, path, field });
        },
      });
    }
    return slots;
  }

  /** Every list of every English file, with the buttons the admin shows for it. */
  private lists(): ListSlot[] {
    const lists: ListSlot[] = [];
    for (const entry of this.live())
      this.walk(entry.en.fields, entry.en.data, [], {
        list: (path, field, items) => lists.push({ entry, path, field, items }),
      });
    return lists;
  }

  private live() {
    return this.entries.filter((entry) => !entry.en.deleted);
  }

  /**
   * Walks an entry's data along its fields: `leaf` for every value field, `list` for every list
   * field (with its items, none when it is empty).
   */
  private walk(
    fields: Field[],
    data: unknown,
    path: Key[],
    visit: {
      leaf?: (path: Key[], field: Field) => void;
      list?: (path: Key[], field: Field, items: unknown[]) => void;
    },
  ) {
    if (!isRecord(data)) return;
    for (const field of fields) {
      const name = field.name as string;
      const value = data[name];
      const here = [...path, name];
      if (field.widget === 'object' && Array.isArray(field.fields)) {
        if (isRecord(value)) this.walk(field.fields as Field[], value, here, visit);
      } else if (field.widget === 'list') {
        const items = Array.isArray(value) ? value : [];
        visit.list?.(here, field, items);
        items.forEach((item, index) => {
          const fieldsOfItem = itemFields(field, item);
          if (fieldsOfItem) this.walk(fieldsOfItem, item, [...here, index], visit);
          else if (isRecord(field.field)) visit.leaf?.([...here, index], field.field as Field);
        });
      } else if (value !== undefined) visit.leaf?.(here, field);
    }
  }

  // ---- Values ---------------------------------------------------------------------------------

  /** A value for `field`, as the editor would give it: within the field's bounds and form. */
  private valueFor(field: Field, locale: string, text: string, n: number, current?: unknown) {
    const count = ++this.counter;
    switch (field.widget) {
      case 'number':
        return numberFor(field, n, current);
      case 'boolean':
        return n % 2 === 0;
      case 'select': {
        const options = optionsOf(field);
        if (!field.multiple) return options[n % options.length];
        // Several choices, each once, in the order picked: a rotation of a part of the options.
        const min = typeof field.min === 'number' ? field.min : isRequired(field) ? 1 : 0;
        const count = Math.max(min, 1 + (n % options.length));
        return Array.from({ length: count }, (_, index) => options[(n + index) % options.length]);
      }
      case 'relation':
        return current;
      case 'image':
        return this.images[n % this.images.length];
      case 'datetime':
      case 'date':
        return dateFor(n);
      case 'object': {
        const out: Data = {};
        for (const child of (field.fields as Field[]) ?? []) {
          if (!isRequired(child) && n % 3 === 0) continue;
          out[child.name as string] = this.valueFor(child, locale, text, n + count, undefined);
        }
        // A range is typed as From and To: To is never below From.
        if (typeof out.min === 'number' && typeof out.max === 'number' && out.min > out.max)
          [out.min, out.max] = [out.max, out.min];
        return out;
      }
      case 'list': {
        const min = typeof field.min === 'number' ? field.min : isRequired(field) ? 1 : 0;
        const items = Math.max(min, 1);
        return Array.from({ length: items }, (_, index) =>
          this.itemFor(field, locale, text, n + index),
        );
      }
      default:
        if (field.pattern && /\\d\{4\}-\\d\{2\}-\\d\{2\}/.test(String(field.pattern)))
          return dateFor(n);
        return textFor(field, locale, text, count);
    }
  }

  /** A new list item: every required field filled, some optional ones too. */
  private itemFor(list: Field, locale: string, text: string, n: number): unknown {
    if (Array.isArray(list.fields))
      return this.valueFor(
        { widget: 'object', fields: list.fields } as Field,
        locale,
        text,
        n,
        undefined,
      );
    if (isRecord(list.field)) {
      const field = list.field as Field;
      if (field.widget === 'select') return optionsOf(field)[n % optionsOf(field).length];
      return this.valueFor(field, locale, text, n);
    }
    return textFor({}, locale, text, ++this.counter);
  }

  // ---- Operations -----------------------------------------------------------------------------

  apply(operation: Operation): void {
    const done = this.run(operation);
    this.log.push(done ?? `${operation.kind}: nothing to do`);
  }

  private run(op: Operation): string | undefined {
    switch (op.kind) {
      case 'set': {
        const slots = this.slots();
        const slot = slots[op.pick % slots.length];
        if (!slot) return undefined;
        const current = get(slot.doc.data, slot.path);
        let value: unknown = this.valueFor(slot.field, slot.doc.locale, op.text, op.n, current);
        const parent = get(slot.doc.data, slot.path.slice(0, -1));
        // In a list of pages each is chosen once: another page, one the list does not hold yet.
        if (Array.isArray(parent) && slot.field.widget === 'select') {
          const free = optionsOf(slot.field).filter((option) => !parent.includes(option));
          if (free.length === 0) return undefined;
          value = free[op.n % free.length];
        }
        // A range's From above its To, or To below From, is refused by the check: keep the order.
        if (isRecord(parent) && typeof value === 'number') {
          const name = slot.path.at(-1);
          const typed = value;
          if (name === 'min' && typeof parent.max === 'number') value = Math.min(typed, parent.max);
          if (name === 'max' && typeof parent.min === 'number') value = Math.max(typed, parent.min);
        }
        if (value === '' || value === undefined) return undefined;
        if (slot.doc !== slot.entry.en) pad(slot.doc.data, slot.entry.en.data, slot.path);
        set(slot.doc.data, slot.path, value);
        slot.doc.dirty = true;
        return `set ${slot.doc.shown}: ${pathText(slot.path)} = ${JSON.stringify(value)}`;
      }
      case 'clear-arabic': {
        const slots = this.slots().filter(
          (slot) =>
            slot.doc.locale !== defaultLocale && get(slot.doc.data, slot.path) !== undefined,
        );
        const slot = slots[op.pick % slots.length];
        if (!slot) return undefined;
        const parent = get(slot.doc.data, slot.path.slice(0, -1));
        // In a list of texts the item stays, empty, so the items below keep their places.
        if (Array.isArray(parent)) parent[slot.path.at(-1) as number] = '';
        else set(slot.doc.data, slot.path, undefined);
        slot.doc.dirty = true;
        return `clear ${slot.doc.shown}: ${pathText(slot.path)}`;
      }
      case 'clear-arabic-file': {
        const entries = this.live();
        const entry = entries[op.pick % entries.length]!;
        entry.ar.data = {};
        entry.ar.dirty = true;
        return `empty ${entry.ar.shown}`;
      }
      case 'add': {
        const lists = this.lists().filter(
          (list) =>
            list.field.allow_add !== false &&
            (typeof list.field.max !== 'number' || list.items.length < list.field.max) &&
            !isFixed(list.field) &&
            (Array.isArray(list.field.fields) ||
              isRecord(list.field.field) ||
              (Array.isArray(list.field.types) && list.items.length > 0)),
        );
        const list = lists[op.pick % lists.length];
        if (!list) return undefined;
        const at = op.at % (list.items.length + 1);
        let item: unknown;
        if (Array.isArray(list.field.types)) {
          // A typed list (a page's tables): a copy of an existing item, of the same type.
          item = structuredClone(list.items[op.n % list.items.length]);
        } else item = this.itemFor(list.field, defaultLocale, op.text, op.n);
        if (isRecord(list.field.field) && (list.field.field as Field).widget === 'select') {
          // A choice list holds each choice once: take one not yet chosen.
          const options = optionsOf(list.field.field as Field).filter(
            (option) => !list.items.includes(option),
          );
          if (options.length === 0) return undefined;
          item = options[op.n % options.length];
        }
        const items = [...list.items];
        items.splice(at, 0, item);
        set(list.entry.en.data, list.path, items);
        list.entry.en.dirty = true;
        this.mirror(list, (arabic) => arabic.splice(at, 0, emptyLike(item)));
        return `add to ${list.entry.en.shown}: ${pathText(list.path)} at ${at} (now ${items.length})`;
      }
      case 'remove': {
        const lists = this.lists().filter((list) => {
          const min = typeof list.field.min === 'number' ? list.field.min : 0;
          const floor = Math.max(min, isRequired(list.field) ? 1 : 0);
          return list.field.allow_remove !== false && list.items.length > floor;
        });
        const list = lists[op.pick % lists.length];
        if (!list) return undefined;
        const at = op.at % list.items.length;
        const items = list.items.filter((_, index) => index !== at);
        set(list.entry.en.data, list.path, items.length ? items : undefined);
        list.entry.en.dirty = true;
        this.mirror(list, (arabic) => arabic.splice(at, 1));
        return `remove from ${list.entry.en.shown}: ${pathText(list.path)}[${at}] (now ${items.length})`;
      }
      case 'move': {
        const lists = this.lists().filter(
          (list) => list.field.allow_reorder !== false && list.items.length >= 2,
        );
        const list = lists[op.pick % lists.length];
        if (!list) return undefined;
        const from = op.from % list.items.length;
        const to = op.to % list.items.length;
        const items = [...list.items];
        items.splice(to, 0, ...items.splice(from, 1));
        set(list.entry.en.data, list.path, items);
        list.entry.en.dirty = true;
        this.mirror(list, (arabic) => {
          while (arabic.length < list.items.length) arabic.push(undefined);
          arabic.splice(to, 0, ...arabic.splice(from, 1));
        });
        return `move in ${list.entry.en.shown}: ${pathText(list.path)} ${from} → ${to}`;
      }
      case 'add-article': {
        const collection = this.creatable;
        if (!collection?.folder) return undefined;
        const fields = collection.fields ?? [];
        const data = this.valueFor(
          { widget: 'object', fields } as Field,
          defaultLocale,
          op.text,
          op.n,
        ) as Data;
        const slug = `new-article-${++this.counter}`;
        const path = `${collection.folder}/${slug}.yml`;
        const entry: Entry = {
          collection: collection.name,
          en: { shown: path, locale: defaultLocale, fields, data, dirty: true },
          ar: {
            shown: path.replace(/\.yml$/, '.ar.yml'),
            locale: 'ar',
            fields,
            data: {},
            dirty: false,
          },
        };
        this.entries.push(entry);
        return `add article ${path} (Arabic left for later)`;
      }
      case 'delete-article': {
        const entries = this.live().filter(
          (entry) => entry.collection === this.deletable && !/blogdetail/.test(entry.en.shown),
        );
        const entry = entries[op.pick % entries.length];
        if (!entry) return undefined;
        entry.en.deleted = entry.ar.deleted = true;
        return `delete ${entry.en.shown}`;
      }
    }
  }

  /** The same change to the Arabic file's copy of a list the admin keeps in step in both files. */
  private mirror(list: ListSlot, change: (arabic: unknown[]) => void) {
    if (list.field.i18n !== 'duplicate') return;
    const arabic = get(list.entry.ar.data, list.path);
    if (!Array.isArray(arabic)) return;
    const copy = [...arabic];
    change(copy);
    set(list.entry.ar.data, list.path, copy.length ? copy : undefined);
    list.entry.ar.dirty = true;
  }

  /** Writes every changed file in the admin's form, and deletes the deleted ones. */
  save(): string[] {
    const root = join(this.dir, '..');
    const written: string[] = [];
    for (const entry of this.entries)
      for (const doc of [entry.en, entry.ar]) {
        const full = join(root, doc.shown);
        if (doc.deleted) {
          rmSync(full, { force: true });
          written.push(doc.shown);
          continue;
        }
        if (!doc.dirty) continue;
        mkdirSync(dirname(full), { recursive: true });
        writeFileSync(
          full,
          formatContent(doc.data, doc.fields, { locale: doc.locale, defaultLocale }),
        );
        doc.dirty = false;
        written.push(relative(root, full));
      }
    return written;
  }
}

const optionsOf = (field: Field) =>
  (field.options as (string | { value: string })[]).map((option) =>
    typeof option === 'string' ? option : option.value,
  );

/** An Arabic list's new item: nothing translated yet. */
const emptyLike = (item: unknown) =>
  typeof item === 'string' ? '' : isRecord(item) ? {} : undefined;

const pathText = (path: readonly Key[]) =>
  path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${key}`))
    .join('');
