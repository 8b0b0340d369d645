import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { ZipFile } from "yazl";
import { fileNameSlug, savedMockupFileName, uniqueZipPaths } from "@shared/file-names";
import type { AppDeps } from "../../lib/context";
import type { Storage } from "../../lib/storage";
import type { UserRow } from "../../db/schema";
import { sniffImageFormat } from "../../image";
import { listUserArtworks } from "../artworks";
import { isPremium, toSubscriptionStatus } from "../billing";
import { listMockups, fileOfMockupUrl, mockupKeys } from "../mockups";
import { artworkKeys } from "../rendering";
import { fileOfRoomImageUrl, listRooms, roomKeys } from "../templates";

type ExportEntry = { path: string; key: string };

/** An artwork's original is stored without an extension: its first bytes say JPEG or PNG. */
async function artworkExtension(storage: Storage, key: string): Promise<string | null> {
  const stored = await storage.stream(key);
  if (!stored) return null;
  const reader = stored.body.getReader();
  const first = await reader.read();
  await reader.cancel();
  return sniffImageFormat(first.value ?? new Uint8Array()) === "png" ? "png" : "jpg";
}

/**
 * The user's data as a ZIP, streamed: `account.json` (profile, plan, mockups, rooms, artworks)
 * and their files, each read from storage only when the ZIP writer reaches it, so memory stays
 * flat for any gallery size. Saved mockups: premium accounts get the full-resolution PNGs, free
 * accounts the display copies (≤ 1200 px JPEG), because full resolution is what the free plan's
 * counted downloads are for. Rooms and artworks are the user's own uploads: their full files.
 * Every entry name is cleaned and unique (`uniqueZipPaths`), whatever the user named things.
 */
export async function exportAccountData(deps: AppDeps, user: UserRow): Promise<ReadableStream<Uint8Array>> {
  const { db, storage, config } = deps;
  const premium = isPremium(user);
  const [mockups, rooms, artworks] = await Promise.all([listMockups(db, user.id), listRooms(db, user.id), listUserArtworks(db, user.id)]);

  const mockupEntries: (ExportEntry | null)[] = mockups.map((m) => {
    const file = fileOfMockupUrl(m.imageUrl);
    if (!file) return null;
    const keys = mockupKeys(user.id, file);
    return premium ? { path: `images/${savedMockupFileName(m, "png")}`, key: keys.full } : { path: `images/${savedMockupFileName(m, "jpeg")}`, key: keys.display };
  });
  const roomEntries: (ExportEntry | null)[] = rooms.map((r) => {
    const file = fileOfRoomImageUrl(r.imageUrl);
    return file ? { path: `rooms/${fileNameSlug(r.name) || "room"}-${r.id}.png`, key: roomKeys(file).full } : null;
  });
  const artworkEntries: (ExportEntry | null)[] = await Promise.all(
    artworks.map(async (a) => {
      const key = artworkKeys(a.id).original;
      const ext = await artworkExtension(storage, key);
      return ext ? { path: `artworks/${a.id}.${ext}`, key } : null;
    }),
  );
  const entries = [...mockupEntries, ...roomEntries, ...artworkEntries];
  const paths = uniqueZipPaths(entries.map((e) => e?.path ?? ""));
  const pathOf = (i: number) => (entries[i] ? paths[i] : null);

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
    mockups: mockups.map((m, i) => ({ id: m.id, name: m.name, createdAt: m.createdAt.toISOString(), templateId: m.templateId, image: pathOf(i) })),
    rooms: rooms.map((r, i) => ({
      id: r.id,
      name: r.name,
      width: r.width,
      height: r.height,
      windows: r.windows,
      createdAt: r.createdAt.toISOString(),
      image: pathOf(mockups.length + i),
    })),
    artworks: artworks.map((a, i) => ({
      id: a.id,
      width: a.width,
      height: a.height,
      aspectRatio: a.aspectRatio,
      createdAt: a.createdAt.toISOString(),
      image: pathOf(mockups.length + rooms.length + i),
    })),
  };

  const zip = new ZipFile();
  // Stored uncompressed: a few kB, and readable even by tools that only list the archive.
  zip.addBuffer(Buffer.from(JSON.stringify(account, null, 2)), "account.json", { compress: false });
  for (const [i, entry] of entries.entries()) {
    const path = pathOf(i);
    if (!entry || !path) continue;
    // Images are already compressed: storing them saves CPU and loses nothing.
    zip.addReadStreamLazy(path, { compress: false }, (done) => {
      storage.stream(entry.key).then(
        (file) => done(null, file ? Readable.fromWeb(file.body as NodeReadableStream) : Readable.from([])),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  return Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array>;
}
