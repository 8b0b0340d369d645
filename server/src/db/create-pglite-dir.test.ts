import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { openDatabase } from "./client";
import { createPgliteDir } from "./create-pglite-dir";

const root = mkdtempSync(path.join(os.tmpdir(), "pglite-dir-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("a new data directory is created by another process, then opened, migrated and kept", async () => {
  const dataDir = path.join(root, "data");
  const dbDir = path.join(dataDir, "db");
  // An empty folder (the server makes one first) is replaced by the finished cluster.
  mkdirSync(dbDir, { recursive: true });
  await createPgliteDir(dbDir);
  expect(existsSync(path.join(dbDir, "PG_VERSION"))).toBe(true);
  expect(readdirSync(dataDir)).toEqual(["db"]);
  const stamp = statSync(path.join(dbDir, "PG_VERSION")).mtimeMs;
  // An existing directory is left alone.
  await createPgliteDir(dbDir);
  expect(statSync(path.join(dbDir, "PG_VERSION")).mtimeMs).toBe(stamp);

  const first = await openDatabase({ dataDir });
  await first.db.execute("create table kept (v text)");
  await first.db.execute("insert into kept values ('still here')");
  await first.close();
  const again = await openDatabase({ dataDir });
  try {
    const { rows } = (await again.db.execute("select v from kept")) as unknown as { rows: { v: string }[] };
    expect(rows).toEqual([{ v: "still here" }]);
  } finally {
    await again.close();
  }
}, 120_000);

test("a directory that cannot be created fails with the reason", async () => {
  const file = path.join(root, "not-a-folder");
  writeFileSync(file, "x");
  await expect(createPgliteDir(path.join(file, "db"))).rejects.toThrow(/not-a-folder/);
}, 120_000);
