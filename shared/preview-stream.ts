/**
 * The body of `GET /api/artworks/{id}/previews`: several previews in one response, each sent as
 * soon as it is rendered (one request instead of one per template: issue 11). A record is a
 * 4-byte big-endian header length, the header as UTF-8 JSON, then `length` bytes of image (none
 * for a template that failed).
 */
export const PREVIEW_STREAM_TYPE = "application/x-mockup-previews";

/** Templates one request may name: a studio asks in batches, and a batch is rendered as one unit. */
export const PREVIEW_BATCH_MAX = 50;

/**
 * Where a preview's time went on the server (ms): reading the artwork's and the template's
 * working copies (about 0 when in memory), the render (fitting and blending, then the encode,
 * as the render worker timed them; the rest of `render` is waiting for a worker). Only
 * `cached: true` for a preview served from the cache. `db`: the one-preview route's lookup of
 * the artwork's and template's rows (a batch's is its Server-Timing `db`).
 */
export type PreviewTiming = { cached: boolean; db?: number; artwork?: number; template?: number; render?: number; composite?: number; encode?: number };

/** A record's header: a rendered preview's, or a template that failed. */
export type PreviewRecordHeader =
  | { ok: true; templateId: number; contentType: string; etag: string; length: number; timing?: PreviewTiming }
  | { ok: false; templateId: number; status: number; message: string };
/** A record as read back: the header, and for a rendered preview its bytes. */
export type PreviewRecord = PreviewRecordHeader & { bytes?: Uint8Array<ArrayBuffer> };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** One record's bytes: header length, header, image. */
export function encodePreviewRecord(header: PreviewRecordHeader, image?: Uint8Array): Uint8Array<ArrayBuffer> {
  const json = encoder.encode(JSON.stringify(header));
  const body = image ?? new Uint8Array(0);
  const out = new Uint8Array(4 + json.length + body.length);
  new DataView(out.buffer).setUint32(0, json.length);
  out.set(json, 4);
  out.set(body, 4 + json.length);
  return out;
}

const isCount = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;

/**
 * The header as the server writes it, or an error: a stream cut or garbled is not read on. Checked
 * by hand, not with zod: the studio's first screen loads this module (docs/decisions/0015).
 */
function checkHeader(json: unknown): PreviewRecordHeader {
  const h = (typeof json === "object" && json !== null ? json : {}) as Record<string, unknown>;
  const rendered = h.ok === true && isCount(h.length) && typeof h.contentType === "string" && typeof h.etag === "string";
  const failed = h.ok === false && Number.isInteger(h.status) && typeof h.message === "string";
  if (!Number.isInteger(h.templateId) || !(rendered || failed)) throw new Error("A preview record's header is malformed");
  return h as PreviewRecordHeader;
}

/**
 * Reads records out of a byte stream that arrives in chunks cut anywhere: `push` each chunk and
 * get back the records it completed; `pending` says whether a record was left half-read (a
 * response cut short).
 */
export function previewRecordReader() {
  let buffered: Uint8Array<ArrayBuffer> = new Uint8Array(0);
  const take = (): PreviewRecord | null => {
    if (buffered.length < 4) return null;
    const headerLength = new DataView(buffered.buffer, buffered.byteOffset, 4).getUint32(0);
    if (buffered.length < 4 + headerLength) return null;
    const header = checkHeader(JSON.parse(decoder.decode(buffered.subarray(4, 4 + headerLength))));
    const bodyLength = header.ok ? header.length : 0;
    const end = 4 + headerLength + bodyLength;
    if (buffered.length < end) return null;
    const record: PreviewRecord = header.ok ? { ...header, bytes: buffered.slice(4 + headerLength, end) } : header;
    buffered = buffered.subarray(end);
    return record;
  };
  return {
    push(chunk: Uint8Array): PreviewRecord[] {
      const joined = new Uint8Array(buffered.length + chunk.length);
      joined.set(buffered);
      joined.set(chunk, buffered.length);
      buffered = joined;
      const records: PreviewRecord[] = [];
      for (let record = take(); record; record = take()) records.push(record);
      return records;
    },
    get pending() {
      return buffered.length > 0;
    },
  };
}
