import { crc32 } from "node:zlib";

/** USDZ readers map each file in place: its data must start at a multiple of 64 bytes. */
const ALIGN = 64;
/** An extra field of a private tag, its data only padding (4-byte header, then zeros). */
const PADDING_TAG = 0x1986;
const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;

/**
 * A USDZ package: an uncompressed zip, the layer first, each file's data 64-byte aligned by a
 * padding extra field in its local header. Written here because yazl (our zip library) writes
 * no extra fields in local headers; a stored-only zip is a few headers around the bytes.
 */
export function zipUsdz(files: readonly { name: string; data: Uint8Array }[]): Buffer {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, "utf8");
    const crc = crc32(file.data);
    const padding = (ALIGN - ((offset + LOCAL_HEADER + name.length + 4) % ALIGN)) % ALIGN;
    const extra = Buffer.alloc(4 + padding);
    extra.writeUInt16LE(PADDING_TAG, 0);
    extra.writeUInt16LE(padding, 2);
    const header = Buffer.alloc(LOCAL_HEADER);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed to extract
    header.writeUInt16LE(0x0800, 6); // names are UTF-8
    header.writeUInt16LE(0, 8); // stored
    header.writeUInt16LE(0, 10); // time 00:00
    header.writeUInt16LE(0x21, 12); // date 1980-01-01
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(file.data.length, 18);
    header.writeUInt32LE(file.data.length, 22);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(extra.length, 28);
    const entry = Buffer.alloc(CENTRAL_HEADER);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by: MS-DOS, zip 2.0
    header.copy(entry, 6, 4, 28); // version needed … name length, as in the local header
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    chunks.push(header, name, extra, Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength));
    offset += header.length + name.length + extra.length + file.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directory, end]);
}
