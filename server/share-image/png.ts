/**
 * The few PNG facts the share images need, read and written by hand (the format is a signature and chunks):
 * the size from IHDR, and text chunks (iTXt, UTF-8) that say which page and brand an image shows, so the
 * audit can check an image names its page without reading its pixels.
 */
import { crc32 } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type PngInfo = { width: number; height: number; text: Record<string, string> };

/** Width, height and text chunks of a PNG; null when the bytes are not a PNG. */
export function readPng(bytes: Uint8Array): PngInfo | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 33 || !buf.subarray(0, 8).equals(SIGNATURE)) return null;
  if (buf.toString("latin1", 12, 16) !== "IHDR") return null;
  const info: PngInfo = { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20), text: {} };
  for (let at = 8; at + 12 <= buf.length;) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString("latin1", at + 4, at + 8);
    const data = buf.subarray(at + 8, at + 8 + length);
    if (type === "tEXt" || type === "iTXt") {
      const nul = data.indexOf(0);
      const keyword = data.toString("latin1", 0, nul);
      if (type === "tEXt") info.text[keyword] = data.toString("latin1", nul + 1);
      else if (data[nul + 1] === 0) {
        // not compressed: skip the method byte, the language tag and the translated keyword
        const lang = data.indexOf(0, nul + 3);
        const translated = data.indexOf(0, lang + 1);
        info.text[keyword] = data.toString("utf8", translated + 1);
      }
    }
    if (type === "IEND") break;
    at += 12 + length;
  }
  return info;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The PNG with uncompressed iTXt chunks (keyword -> UTF-8 text) placed right after IHDR. */
export function withText(png: Buffer, text: Record<string, string>): Buffer {
  const ihdrEnd = 8 + 12 + png.readUInt32BE(8);
  const chunks = Object.entries(text).map(([keyword, value]) =>
    chunk(
      "iTXt",
      Buffer.concat([Buffer.from(keyword, "latin1"), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(value)]),
    ),
  );
  return Buffer.concat([png.subarray(0, ihdrEnd), ...chunks, png.subarray(ihdrEnd)]);
}
