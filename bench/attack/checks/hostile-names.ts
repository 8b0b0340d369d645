import { safeFileName } from "../../../shared/file-names";
import { Check } from "../check";
import type { AttackContext } from "../context";
import { waitForExport, zipEntries } from "../zip";

const HOSTILE = ["CON", "lpt1.png", "C:\\Windows\\evil", "../../etc/passwd", "invoice\u202Egnp.exe", 'a<b>c:d"e|f?g*h', "trailing. . .", "日本の部屋", "MiXeD", "mixed"];

/** A name every system opens: what Windows, macOS and Linux refuse or misread is absent. */
function opensEverywhere(name: string): boolean {
  if (/[\p{Cc}\p{Cf}<>:"|?*\\]/u.test(name)) return false;
  return name.split("/").every((part) => part.length > 0 && !/^[\s.]|[\s.]$/u.test(part) && !/^(con|prn|aux|nul|com\d|lpt\d)$/i.test(part.split(".")[0] ?? ""));
}

/**
 * Hostile names (issue 24, item 3): saved as given, every download and ZIP entry named so every
 * system opens it, entries unique ignoring case, non-ASCII names flagged UTF-8.
 */
export async function hostileNames(ctx: AttackContext) {
  const check = new Check("hostile names (downloads, ZIP)");
  const { attacker } = ctx;
  const ids: number[] = [];
  for (const name of HOSTILE) {
    const res = await attacker.post("/api/mockups", { name, artworkId: ctx.artworkId, templateId: ctx.roomId, fit: "fill" });
    if (await check.status(res, [201], `save ${JSON.stringify(name)}`)) ids.push(((await res.json()) as { id: number }).id);
  }
  for (const id of ids.slice(0, 6)) {
    const res = await attacker.get(`/api/mockups/download/${id}`);
    const header = res.headers.get("content-disposition") ?? "";
    const ascii = /filename="([^"]*)"/.exec(header)?.[1] ?? "";
    const exact = decodeURIComponent(/filename\*=UTF-8''([^;]*)/.exec(header)?.[1] ?? "");
    await res.arrayBuffer();
    check.expect(res.status === 200 && /^[\w.-]+$/.test(ascii) && opensEverywhere(exact) && safeFileName(exact) === exact, `download ${id}: ${res.status} ${header}`);
  }
  const created = await attacker.post("/api/exports", { mockupIds: ids });
  if (!(await check.status(created, [202], "ZIP export of the hostile mockups"))) return check.result();
  const status = await waitForExport(attacker, ((await created.json()) as { id: string }).id);
  if (!check.expect(status.status === "done" && status.failed === 0, `ZIP export ended ${JSON.stringify(status)}`)) return check.result();
  const zip = await attacker.get(status.downloadUrl!);
  const entries = zipEntries(Buffer.from(await zip.arrayBuffer()));
  check.expect(entries.length === ids.length, `ZIP has ${entries.length} entries, expected ${ids.length}`);
  for (const entry of entries) check.expect(opensEverywhere(entry.name) && (entry.flags & 0x800) !== 0, `ZIP entry ${JSON.stringify(entry.name)} (flags ${entry.flags})`);
  check.expect(new Set(entries.map((e) => e.name.toLowerCase())).size === entries.length, "ZIP entries unique ignoring case");
  return check.result();
}
