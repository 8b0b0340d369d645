import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, rowChangesOf, type Database, type Db } from "../db/client";
import { LISTENER_NAME } from "../db/row-changes";
import { sessions, users } from "../db/schema";
import { createTestDatabase } from "../test/test-db";
import { rowCache, rowTag } from "./row-cache";

let database: Database & { url?: string };
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

let emails = 0;
async function addUser(firstName: string): Promise<number> {
  const [row] = await db.insert(users).values({ email: `cache-${++emails}@example.com`, password: "x", firstName }).returning({ id: users.id });
  return row!.id;
}

/** A cache over one user's first name through `on` (this database or another instance's), counting its database reads. */
function nameCache(on: Db, name: string) {
  const cache = rowCache<string>(on, name);
  const counted = { reads: 0 };
  const read = (id: number) =>
    cache.get(String(id), async () => {
      counted.reads++;
      const [row] = await on.select({ firstName: users.firstName }).from(users).where(eq(users.id, id));
      return row ? { value: row.firstName ?? "", rows: [rowTag(users, id)] } : null;
    });
  return Object.assign(counted, { read });
}

test("a row is answered from memory until it is updated, deleted or its table truncated", async () => {
  const names = nameCache(db, "names");
  const id = await addUser("Ada");
  expect(await names.read(id)).toBe("Ada");
  expect(await names.read(id)).toBe("Ada");
  expect(names.reads).toBe(1);

  // Written around the cache, as another instance or a script would: the next read sees it.
  await db.update(users).set({ firstName: "Grace" }).where(eq(users.id, id));
  expect(await names.read(id)).toBe("Grace");
  expect(names.reads).toBe(2);
  // Another row's change leaves this one in memory.
  await db.update(users).set({ firstName: "Other" }).where(eq(users.id, await addUser("Someone")));
  expect(await names.read(id)).toBe("Grace");
  expect(names.reads).toBe(2);

  await db.delete(users).where(eq(users.id, id));
  expect(await names.read(id)).toBeNull();
  expect(names.reads).toBe(3);
});

test("a miss is not kept, nor a read that a change overlapped", async () => {
  const names = nameCache(db, "overlaps");
  expect(await names.read(2_000_000)).toBeNull();
  expect(await names.read(2_000_000)).toBeNull();
  expect(names.reads).toBe(2);

  const id = await addUser("Before");
  const cache = rowCache<string>(db, "overlaps");
  // The row changes between this read and its answer: the old name is answered once, then read again.
  const stale = await cache.get(String(id), async () => {
    await db.update(users).set({ firstName: "After" }).where(eq(users.id, id));
    return { value: "Before", rows: [rowTag(users, id)] };
  });
  expect(stale).toBe("Before");
  expect(await names.read(id)).toBe("After");
});

test("a truncated table drops everything read from it", async () => {
  const id = await addUser("Session holder");
  await db.insert(sessions).values({ id: "truncated-session", userId: id, expiresAt: new Date(Date.now() + 60_000) });
  const cache = rowCache<number>(db, "sessions");
  let reads = 0;
  const read = () =>
    cache.get("truncated-session", async () => {
      reads++;
      const [row] = await db.select().from(sessions).where(eq(sessions.id, "truncated-session"));
      return row ? { value: row.userId, rows: [rowTag(sessions, row.id)] } : null;
    });
  expect(await read()).toBe(id);
  expect(await read()).toBe(id);
  await db.execute(sql`truncate ${sessions}`);
  expect(await read()).toBeNull();
  expect(reads).toBe(2);
});

// Two instances on one PostgreSQL (the PostgreSQL pass of CI).
describe.runIf(process.env.TEST_DATABASE_URL)("instances sharing PostgreSQL", () => {
  let other: Database;
  beforeAll(async () => {
    other = await openDatabase({ databaseUrl: database.url!, dataDir: null });
  });
  afterAll(() => other.close());

  test("a change committed by one instance is never answered stale by another", async () => {
    const id = await addUser("First");
    const names = nameCache(other.db, "instances");
    expect(await names.read(id)).toBe("First");
    for (let i = 0; i < 20; i++) {
      await db.update(users).set({ firstName: `Name ${i}` }).where(eq(users.id, id));
      expect(await names.read(id)).toBe(`Name ${i}`);
    }
    expect(await names.read(id)).toBe("Name 19");
    expect(names.reads).toBe(21);
  });

  test("while the listening connection is lost nothing is answered from memory; it comes back by itself", async () => {
    const id = await addUser("Listener");
    const names = nameCache(other.db, "listener");
    const changes = rowChangesOf(other.db)!;
    await names.read(id);
    await names.read(id);
    expect(names.reads).toBe(1);

    await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`);
    for (let waited = 0; changes.live && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    expect(changes.live).toBe(false);
    await names.read(id);
    await names.read(id);
    expect(names.reads).toBe(3);

    for (let waited = 0; !changes.live && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(changes.live).toBe(true);
    await names.read(id);
    await names.read(id);
    expect(names.reads).toBe(4);
  });
});
