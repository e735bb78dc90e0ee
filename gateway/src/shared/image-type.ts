/**
 * JPEG, PNG or WebP, read from the file's first bytes: uploads never trust the declared Content-Type or
 * the file name. Shared by the uploads that accept exactly these three (content images, card artwork).
 */
export function isJpegPngOrWebp(bytes: Buffer): boolean {
  const jpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png =
    bytes.length > 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp =
    bytes.length > 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP";
  return jpeg || png || webp;
}
