/** Bytes per `String.fromCharCode` call in the fallback: well under engines' argument limits. */
const CHUNK = 0x8000;

/**
 * The bytes as a `data:` URL. A preview shown this way costs the page nothing more than its
 * decode: a `blob:` URL is resolved through the browser process on every load (a synchronous
 * round trip per <img>, which took longer than the rest of the grid's script while previews
 * arrived on a busy machine) and must be freed by hand.
 */
export function toDataUrl(bytes: Uint8Array, type: string): string {
  const native = (bytes as Uint8Array & { toBase64?: () => string }).toBase64;
  if (native) return `data:${type};base64,${native.call(bytes)}`;
  let binary = "";
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return `data:${type};base64,${btoa(binary)}`;
}
