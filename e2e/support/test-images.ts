import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (8-bit RGB) of one colour with a lighter band, like a photographed card. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const band = y > height / 3 && y < (2 * height) / 3;
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = band ? 230 : rgb[0];
      row[2 + x * 3] = band ? 230 : rgb[1];
      row[3 + x * 3] = band ? 230 : rgb[2];
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Writes the four KYC test photos (ID front, back, selfie, second ID) and returns their paths. */
export function writeKycTestImages(): { front: string; back: string; selfie: string; secondId: string } {
  const dir = path.join(os.tmpdir(), `vitrine-e2e-kyc-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const write = (name: string, rgb: [number, number, number]) => {
    const file = path.join(dir, `${name}.png`);
    writeFileSync(file, solidPng(320, 200, rgb));
    return file;
  };
  return {
    front: write("id-front", [40, 90, 160]),
    back: write("id-back", [60, 120, 90]),
    selfie: write("selfie", [150, 90, 60]),
    secondId: write("second-id", [110, 70, 140]),
  };
}
