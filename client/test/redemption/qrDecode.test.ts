import { describe, expect, it } from "vitest";
import { decodeQrPixels } from "../../src/modules/redemption/components/scanner/decodeQr";
import { qrBitmap } from "../../src/modules/redemption/components/scanner/qrBitmap";
import { formatCode, normaliseCode } from "../../src/modules/redemption/components/scanner/code";

describe("QR decoding (jsqr) of generated QR images", () => {
  it.each([
    ["a redeem code", "ABCDEFGHJKMNP"],
    ["a printed redeem code", "ABCD-EFGH-JKMN-P"],
    ["a claim payload", "VCLAIM1.12345.1764040000000.q3Zk1w8yq0bH0h4m0kM9q2sQxvH3nX1Yh0cQm2a8LrU"],
  ])("reads back %s", (_, text) => {
    const image = qrBitmap(text);
    expect(decodeQrPixels(image.data, image.width, image.height)).toBe(text);
  });

  it("reads a small QR code off a larger, noisy grey frame (as a camera would see it)", () => {
    const qr = qrBitmap("ABCDEFGHJKMNP", 4);
    const width = 640;
    const height = 480;
    const frame = new Uint8ClampedArray(width * height * 4);
    let seed = 7;
    for (let i = 0; i < frame.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grey = 110 + (seed % 40);
      frame[i] = frame[i + 1] = frame[i + 2] = grey;
      frame[i + 3] = 255;
    }
    const left = 200;
    const top = 120;
    for (let y = 0; y < qr.height; y++) {
      for (let x = 0; x < qr.width; x++) {
        const from = (y * qr.width + x) * 4;
        const to = ((top + y) * width + left + x) * 4;
        frame.set(qr.data.subarray(from, from + 4), to);
      }
    }
    expect(decodeQrPixels(frame, width, height)).toBe("ABCDEFGHJKMNP");
  });

  it("finds nothing in a blank image", () => {
    const blank = new Uint8ClampedArray(100 * 100 * 4).fill(255);
    expect(decodeQrPixels(blank, 100, 100)).toBeNull();
  });

  it("normalises what was typed or scanned and prints it in groups", () => {
    expect(normaliseCode(" abcd-efgh jkmn-p ")).toBe("ABCDEFGHJKMNP");
    expect(formatCode("abcdefghjkmnp")).toBe("ABCD-EFGH-JKMN-P");
  });
});
