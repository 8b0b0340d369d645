import type { ExportFormat } from "./artworks";

/** Long enough for any real template or mockup name; short of every file system's 255-byte limit. */
const SLUG_MAX = 80;
/** A slug's cap in UTF-8 bytes: 80 CJK characters are 240 bytes, too many with the suffix. */
const SLUG_MAX_BYTES = 120;
/** A whole file name's cap in UTF-8 bytes (the common limit is 255), room left for "-2" and the like. */
const NAME_MAX_BYTES = 200;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** `text` cut to at most `maxBytes` of UTF-8, never inside a character. */
function cutToBytes(text: string, maxBytes: number): string {
  let out = "";
  for (const ch of text) {
    if (utf8Bytes(out + ch) > maxBytes) break;
    out += ch;
  }
  return out;
}

/**
 * A file-name part from user text: letters and digits of any script, lowercased; Latin letters
 * without their accents; every run of anything else one hyphen; no hyphen at either end. So
 * names need no escaping in a ZIP or a shell and keep what can be read: "Mockup #1 - 4x5" →
 * "mockup-1-4x5", "Café" → "cafe", "日本の部屋" stays. Text with no letter or digit gives "".
 */
export function fileNameSlug(text: string): string {
  const words = text
    .replace(/\p{Cf}/gu, "") // invisible: U+202E and friends would only split a word
    .normalize("NFKD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, "-")
    .replace(/^[-\p{M}]+/u, "");
  return cutToBytes([...words].slice(0, SLUG_MAX).join(""), SLUG_MAX_BYTES).replace(/-+$/, "");
}

/** The file extension of a download's format. */
export const fileExtension = (format: ExportFormat = "png") => (format === "jpeg" ? ".jpg" : ".png");

/**
 * Spec §9: a new result downloads as the template name lowercased with hyphens, then
 * "-mockup-{timestamp}" (".png", or ".jpg" for a JPEG). The studio and the server both name it here.
 */
export function resultFileName(templateName: string, timestamp = Date.now(), format: ExportFormat = "png"): string {
  const slug = fileNameSlug(templateName);
  // A name with nothing to keep ("###", "😀") still says what the file is.
  return `${slug ? `${slug}-` : ""}mockup-${timestamp}${fileExtension(format)}`;
}

/** Spec §9: a saved mockup downloads as its name (spaces → hyphens, lowercased), then its id. */
export function savedMockupFileName(mockup: { name: string; id: number }, format: ExportFormat = "png"): string {
  return `${fileNameSlug(mockup.name) || "mockup"}-${mockup.id}${fileExtension(format)}`;
}

/** Windows' device names: "CON", "lpt1", "COM¹" are devices whatever follows the first dot. */
const RESERVED_NAME = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/**
 * Any file name made safe to write on every system, keeping what can be read: the last line of
 * defence for names leaving the server (a ZIP entry, a Content-Disposition), whatever was saved.
 * Drops a drive prefix (`C:`), invisible and bidirectional controls (U+202E turns "gnp.exe"
 * around), control characters and DEL; turns path separators and Windows' `<>:"|?*` into
 * hyphens; trims leading dots, spaces and hyphens (no hidden file, no "-rf") and trailing dots
 * and spaces; makes a reserved device name ("CON", "lpt1.png", judged on the part before the
 * first dot) harmless by a trailing "_"; keeps the extension when cutting a long name; never
 * empty (`fallback`).
 */
export function safeFileName(name: string, fallback = "download"): string {
  let clean = name
    .replace(/\p{Cs}/gu, "") // lone surrogates: no encoding can write them
    .normalize("NFC")
    .replace(/^\s*[a-z]:/i, "")
    .replace(/[\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/[\p{Cc}<>:"|?*/\\]/gu, "-")
    .replace(/^[\s.-]+|[\s.]+$/gu, "");
  const dot = clean.indexOf(".");
  const stem = (dot < 0 ? clean : clean.slice(0, dot)).replace(/\s+$/u, "");
  if (RESERVED_NAME.test(stem)) clean = `${stem}_${dot < 0 ? "" : clean.slice(dot)}`;
  if (utf8Bytes(clean) > NAME_MAX_BYTES) {
    const ext = /\.[\p{L}\p{N}]{1,10}$/u.exec(clean)?.[0] ?? "";
    clean = cutToBytes(clean.slice(0, clean.length - ext.length), NAME_MAX_BYTES - utf8Bytes(ext)).replace(/[\s.]+$/u, "") + ext;
  }
  return clean || fallback;
}

/**
 * The plain-ASCII form of a safe name, for the `filename` a header must give old clients:
 * accents dropped, every run of anything else one hyphen ("Été 日本.png" → "Ete-.png" → "Ete.png").
 */
export function asciiFileName(name: string, fallback = "download"): string {
  const ascii = safeFileName(name, fallback)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^\w.-]+/g, "-")
    .replace(/-+(?=\.)|^-+|-+$/g, "")
    .replace(/-{2,}/g, "-");
  return safeFileName(ascii.startsWith(".") ? `${fallback}${ascii}` : ascii, fallback);
}

/** A ZIP entry path: each folder and the file named by `safeFileName`, empty ones ("..", "C:") dropped; never absolute. */
export function safeZipPath(path: string): string {
  return (
    path
      .split(/[/\\]/)
      .map((part) => safeFileName(part, ""))
      .filter((part) => part !== "")
      .join("/") || "file"
  );
}

/**
 * ZIP entry paths made safe and unique ignoring case (Windows and macOS folders are case-blind,
 * so "A.png" would overwrite "a.png"): a repeat gets "-2", "-3", … before its extension.
 */
export function uniqueZipPaths(paths: readonly string[]): string[] {
  const taken = new Set<string>();
  return paths.map((path) => {
    const safe = safeZipPath(path);
    const dot = safe.lastIndexOf(".");
    const slash = safe.lastIndexOf("/");
    const [stem, ext] = dot > slash + 1 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ""];
    let candidate = safe;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem}-${n}${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
