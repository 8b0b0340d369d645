import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { safeFileName } from "@shared/file-names";
import { exportItems, templates, users, type TemplateRow } from "../db/schema";
import { createArtworkKit, exportUrl, imagesUsed, uploadArtwork } from "../modules/artworks/testing/artwork-kit";
import type { RenderQueue } from "../modules/exports";
import { attachQueue, readZip, waitForExport } from "../modules/exports/testing/export-kit";
import type { TestApp, TestClient } from "./test-app";

// Issue 24, item 3: hostile names are accepted when saved and cleaned on the way out, in
// Content-Disposition and in ZIP entries, so every system opens every download.
const HOSTILE = [
  "CON",
  "lpt1.png",
  "C:\\Windows\\evil",
  "../../etc/passwd",
  "invoice\u202Egnp.exe",
  'a<b>c:d"e|f?g*h',
  "trailing. . .",
  "tab\there\u007Fdel",
  "日本の部屋",
  "Ünïcödé Ñame",
  "MiXeD Case",
  "mixed case",
  "😀",
  "x".repeat(120),
];

/** What Windows, macOS and Linux all refuse or misread in a file name. */
function expectOpensEverywhere(name: string, context: string) {
  expect(name, context).not.toMatch(/[\p{Cc}\p{Cf}<>:"|?*\\]/u);
  for (const part of name.split("/")) {
    expect(part, context).not.toMatch(/^[\s.]|[\s.]$/u);
    expect(part.split(".")[0], context).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)$/i);
    expect(new TextEncoder().encode(part).length, context).toBeLessThanOrEqual(200);
  }
}

/** Both names of an attachment: the ASCII `filename` and the decoded `filename*`. */
function attachmentNames(header: string | null): { ascii: string; exact: string } {
  const ascii = /filename="([^"]*)"/.exec(header ?? "")?.[1];
  const exact = /filename\*=UTF-8''([^;]*)/.exec(header ?? "")?.[1];
  expect(ascii, header ?? "no header").toBeDefined();
  expect(exact, header ?? "no header").toBeDefined();
  return { ascii: ascii!, exact: decodeURIComponent(exact!) };
}

let t: TestApp;
let small: TemplateRow;
let alice: TestClient;
let queue: RenderQueue;
let artworkId: string;
let saved: { id: number; name: string }[];

beforeAll(async () => {
  let artJpeg: Buffer;
  ({ t, small, artJpeg, alice } = await createArtworkKit());
  queue = await attachQueue(t);
  artworkId = (await uploadArtwork(alice, artJpeg)).id;
  saved = [];
  for (const name of HOSTILE) {
    const res = await alice.post("/api/mockups", { name, artworkId, templateId: small.id, fit: "expand" });
    expect(res.status, `${JSON.stringify(name)}: ${await res.clone().text()}`).toBe(201);
    saved.push((await res.json()) as { id: number; name: string });
  }
}, 120_000);
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

const setUsed = (n: number) => t.db.update(users).set({ imagesUsed: n }).where(eq(users.email, "alice@example.com"));

describe("hostile names", () => {
  test("are kept as given when saved", async () => {
    expect(saved.map((s) => s.name)).toEqual(HOSTILE.map((n) => n.trim()));
    const listed = (await (await alice.get("/api/mockups")).json()) as { name: string }[];
    expect(listed.map((m) => m.name).sort()).toEqual(HOSTILE.map((n) => n.trim()).sort());
  });

  test("every gallery download answers 200 with a clean name in both forms, counted once each", async () => {
    for (const mockup of saved) {
      await setUsed(0);
      for (const format of ["png", "jpeg"]) {
        const res = await alice.get(`/api/mockups/download/${mockup.id}?format=${format}`);
        expect(res.status, mockup.name).toBe(200);
        const { ascii, exact } = attachmentNames(res.headers.get("content-disposition"));
        expect(ascii).toMatch(/^[\w.-]+\.(png|jpg)$/);
        expectOpensEverywhere(exact, mockup.name);
        expect(exact).toBe(safeFileName(exact));
        expect(exact.endsWith(`-${mockup.id}.${format === "png" ? "png" : "jpg"}`)).toBe(true);
      }
      expect(await imagesUsed(t.db, "alice@example.com")).toBe(2);
    }
    // The readable part stays: a name in another script is not reduced to its id.
    const japanese = saved[HOSTILE.indexOf("日本の部屋")]!;
    const res = await alice.get(`/api/mockups/download/${japanese.id}`);
    expect(attachmentNames(res.headers.get("content-disposition")).exact).toBe(`日本の部屋-${japanese.id}.png`);
  });

  test("a single export of an artwork into a template with a hostile name downloads with a clean name", async () => {
    await setUsed(0);
    await t.db.update(templates).set({ name: "CON\u202E:<lpt1>/..\\x" }).where(eq(templates.id, small.id));
    const res = await alice.get(exportUrl(artworkId, small.id));
    expect(res.status).toBe(200);
    const { ascii, exact } = attachmentNames(res.headers.get("content-disposition"));
    expect(ascii).toMatch(/^[\w.-]+\.png$/);
    expectOpensEverywhere(exact, exact);
    expect(await imagesUsed(t.db, "alice@example.com")).toBe(1);
  });

  test("a ZIP of every hostile mockup opens in an independent reader: clean, unique ignoring case, UTF-8 flagged", async () => {
    await setUsed(0);
    const created = await alice.post("/api/exports", { mockupIds: saved.map((s) => s.id), format: "png" });
    expect(created.status, await created.clone().text()).toBe(202);
    const status = await waitForExport(alice, ((await created.json()) as { id: string }).id);
    expect(status).toMatchObject({ status: "done", done: HOSTILE.length, failed: 0 });
    const entries = await readZip(Buffer.from(await (await alice.get(status.downloadUrl!)).arrayBuffer()));
    expect(entries).toHaveLength(HOSTILE.length);
    for (const entry of entries) {
      expectOpensEverywhere(entry.name, entry.name);
      expect(entry.flags & 0x800, entry.name).toBe(0x800);
    }
    expect(new Set(entries.map((e) => e.name.toLowerCase())).size).toBe(HOSTILE.length);
    expect(entries.map((e) => e.name)).toContain(`日本の部屋-${saved[HOSTILE.indexOf("日本の部屋")]!.id}.png`);
    expect(await imagesUsed(t.db, "alice@example.com")).toBe(HOSTILE.length);
  });

  test("an export whose stored entry names are hostile (written before names were cleaned) still downloads, cleaned", async () => {
    const created = await alice.post("/api/exports", { mockupIds: saved.slice(0, 6).map((s) => s.id), format: "png" });
    const id = ((await created.json()) as { id: string }).id;
    const status = await waitForExport(alice, id);
    expect(status.status).toBe("done");
    const stored = ["C:\\evil.png", "../../escape.png", "A.png", "a.png", "CON.png", "\u202Egnp.exe"];
    for (const [position, entryName] of stored.entries()) {
      await t.db.update(exportItems).set({ entryName }).where(and(eq(exportItems.exportId, id), eq(exportItems.position, position + 1)));
    }
    const res = await alice.get(status.downloadUrl!);
    expect(res.status).toBe(200);
    const names = (await readZip(Buffer.from(await res.arrayBuffer()))).map((e) => e.name);
    expect(names).toEqual(["evil.png", "escape.png", "A.png", "a-2.png", "CON_.png", "gnp.exe"]);
  });
});
