import { getTableName, type Table } from "drizzle-orm";
import { rowChangesOf, type Db } from "../db/client";
import type { RowChanges } from "../db/row-changes";

/** Longest an entry is kept (a bound on any change that could go unheard), and how many at most. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

/** A row an entry was read from: when it changes (or goes), the entry goes. */
export const rowTag = (table: Table, id: string | number) => `${getTableName(table)}:${id}`;

/** What a loader found: the value, the rows it came from, and the moment it stops holding (an expiry in a row). */
export type Loaded<V> = { value: V; rows: string[]; until?: number };

/** An entry's row tags, and its tables' (`table:*`: a truncated table drops everything read from it). */
type Entry<V> = { value: V; until: number; tags: string[] };
const tagsOf = (rows: string[]) => rows.flatMap((row) => [row, `${row.slice(0, row.indexOf(":"))}:*`]);

/**
 * Answers from memory what the database answered before, as long as none of the rows it came
 * from changed since: every instance hears every change (row-changes.ts), whoever wrote it, and
 * drops what it touched; a lookup first waits until every change committed before it (or before
 * its request's `asOf`) has been heard, so it never answers older than the database would. A
 * read that overlaps a change is not kept; while changes may go unheard nothing is answered from
 * memory. Misses and errors are never kept: each asks the database again.
 */
export class RowCache<V> {
  private entries = new Map<string, Entry<V>>();
  /** Entry keys by row tag, and by table (`table:*`). */
  private byRow = new Map<string, Set<string>>();

  constructor(private changes: RowChanges | undefined) {
    changes?.subscribe((change) => {
      if (!change) this.clear();
      else this.drop(`${change.table}:${change.id}`);
    });
  }

  /**
   * `asOf` (a `performance.now()` time, by default now): the answer holds every change committed
   * before it. Lookups of one request share one moment, and so one wait (row-changes.ts).
   */
  get(key: string, load: () => Promise<Loaded<V>>, asOf?: number): Promise<V>;
  get(key: string, load: () => Promise<Loaded<V> | null>, asOf?: number): Promise<V | null>;
  async get(key: string, load: () => Promise<Loaded<V> | null>, asOf = performance.now()): Promise<V | null> {
    const changes = this.changes;
    if (!changes) return (await load())?.value ?? null;
    // Every change committed before `asOf` is heard first (and has dropped what it touched).
    await changes.sync(asOf);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now && changes.live) return hit.value;
    const generation = changes.generation;
    const loaded = await load();
    if (loaded && changes.live && changes.generation === generation) this.keep(key, { value: loaded.value, until: Math.min(loaded.until ?? Infinity, now + MAX_AGE_MS), tags: tagsOf(loaded.rows) });
    return loaded?.value ?? null;
  }

  private keep(key: string, entry: Entry<V>) {
    this.forget(key);
    if (this.entries.size >= MAX_ENTRIES) this.forget(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    for (const tag of entry.tags) {
      let keys = this.byRow.get(tag);
      if (!keys) this.byRow.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byRow.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byRow.delete(tag);
    }
  }

  private drop(tag: string) {
    for (const key of [...(this.byRow.get(tag) ?? [])]) this.forget(key);
  }

  private clear() {
    this.entries.clear();
    this.byRow.clear();
  }
}

/** One cache per database and name: each app (and each test's) has its own. */
const caches = new WeakMap<Db, Map<string, RowCache<unknown>>>();

export function rowCache<V>(db: Db, name: string): RowCache<V> {
  let named = caches.get(db);
  if (!named) caches.set(db, (named = new Map()));
  let cache = named.get(name);
  if (!cache) named.set(name, (cache = new RowCache(rowChangesOf(db))));
  return cache as RowCache<V>;
}
