import type { AttackClient } from "./attack-client";

type ExportStatus = { status: string; failed: number; downloadUrl?: string };

/** Polls an export until it settles (60 s at most). */
export async function waitForExport(client: AttackClient, id: string): Promise<ExportStatus> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = (await (await client.get(`/api/exports/${id}`)).json()) as ExportStatus;
    if (status.status === "done" || status.status === "failed" || Date.now() > deadline) return status;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Every entry's name and general purpose flags, from the ZIP's central directory. */
export function zipEntries(zip: Buffer): { name: string; flags: number }[] {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) return [];
  const entries = [];
  let at = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < zip.readUInt16LE(eocd + 10); i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) break;
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({ name: zip.toString("utf8", at + 46, at + 46 + nameLength), flags: zip.readUInt16LE(at + 8) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}
