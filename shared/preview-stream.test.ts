import { describe, expect, it } from "vitest";
import { encodePreviewRecord, previewRecordReader, type PreviewRecordHeader } from "./preview-stream";

const jpeg = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 255);
const ok = (templateId: number, bytes: Uint8Array): PreviewRecordHeader => ({ ok: true, templateId, contentType: "image/jpeg", etag: `"e${templateId}"`, length: bytes.length });

describe("preview stream records", () => {
  const a = jpeg(1000, 1);
  const b = jpeg(3, 2);
  const failed: PreviewRecordHeader = { ok: false, templateId: 9, status: 404, message: "Template not found" };
  const stream = Uint8Array.from([...encodePreviewRecord(ok(1, a), a), ...encodePreviewRecord(failed), ...encodePreviewRecord(ok(2, b), b)]);

  it("reads back every record, in order, from one chunk", () => {
    const reader = previewRecordReader();
    const records = reader.push(stream);
    expect(records).toEqual([{ ...ok(1, a), bytes: a }, failed, { ...ok(2, b), bytes: b }]);
    expect(reader.pending).toBe(false);
  });

  it("reads the same from chunks cut at any byte", () => {
    for (const size of [1, 2, 3, 5, 7, 64, 999]) {
      const reader = previewRecordReader();
      const records = [];
      for (let i = 0; i < stream.length; i += size) records.push(...reader.push(stream.subarray(i, i + size)));
      expect(records.map((r) => r.templateId)).toEqual([1, 9, 2]);
      expect(records[0]!.bytes).toEqual(a);
      expect(reader.pending).toBe(false);
    }
  });

  it("says when a response ended inside a record", () => {
    const reader = previewRecordReader();
    expect(reader.push(stream.subarray(0, stream.length - 1)).map((r) => r.templateId)).toEqual([1, 9]);
    expect(reader.pending).toBe(true);
  });

  it("refuses a header that is not a record", () => {
    const json = new TextEncoder().encode('{"templateId":1}');
    const bad = new Uint8Array(4 + json.length);
    new DataView(bad.buffer).setUint32(0, json.length);
    bad.set(json, 4);
    expect(() => previewRecordReader().push(bad)).toThrow();
  });
});
