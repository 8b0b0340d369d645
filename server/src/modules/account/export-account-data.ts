import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { ZipFile } from "yazl";
import { savedMockupFileName } from "@shared/file-names";
import type { AppDeps } from "../../lib/context";
import type { UserRow } from "../../db/schema";
import { isPremium, toSubscriptionStatus } from "../billing";
import { listMockups, fileOfMockupUrl, mockupKeys } from "../mockups";

type ExportEntry = { path: string; key: string };

/**
 * The user's data as a ZIP, streamed: `account.json` (profile, plan, mockup list) and the saved
 * images, each read from storage only when the ZIP writer reaches it, so memory stays flat for any
 * gallery size. Premium accounts get the full-resolution PNGs; free accounts get the display copies
 * (≤ 1200 px JPEG), because full resolution is what the free plan's counted downloads are for.
 */
export async function exportAccountData(deps: AppDeps, user: UserRow): Promise<ReadableStream<Uint8Array>> {
  const { db, storage, config } = deps;
  const premium = isPremium(user);
  const mockups = await listMockups(db, user.id);

  const entries: (ExportEntry | null)[] = mockups.map((m) => {
    const file = fileOfMockupUrl(m.imageUrl);
    if (!file) return null;
    const keys = mockupKeys(user.id, file);
    return premium ? { path: `images/${savedMockupFileName(m, "png")}`, key: keys.full } : { path: `images/${savedMockupFileName(m, "jpeg")}`, key: keys.display };
  });

  const account = {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      createdAt: user.createdAt.toISOString(),
      emailVerified: user.emailVerifiedAt !== null,
    },
    plan: toSubscriptionStatus(user, config.freeDownloadLimit),
    images: premium ? "full resolution (PNG)" : "display copies, up to 1200 px (JPEG); Premium exports full resolution",
    mockups: mockups.map((m, i) => ({
      id: m.id,
      name: m.name,
      createdAt: m.createdAt.toISOString(),
      templateId: m.templateId,
      image: entries[i]?.path ?? null,
    })),
  };

  const zip = new ZipFile();
  // Stored uncompressed: a few kB, and readable even by tools that only list the archive.
  zip.addBuffer(Buffer.from(JSON.stringify(account, null, 2)), "account.json", { compress: false });
  for (const entry of entries) {
    if (!entry) continue;
    // Images are already compressed: storing them saves CPU and loses nothing.
    zip.addReadStreamLazy(entry.path, { compress: false }, (done) => {
      storage.stream(entry.key).then(
        (file) => done(null, file ? Readable.fromWeb(file.body as NodeReadableStream) : Readable.from([])),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  return Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>;
}
