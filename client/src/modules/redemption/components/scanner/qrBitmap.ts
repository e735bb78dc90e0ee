import { create } from "qrcode";

export interface QrBitmap {
  width: number;
  height: number;
  /** RGBA, black modules on white. */
  data: Uint8ClampedArray;
}

/**
 * A QR code as an RGBA bitmap: `scale` pixels a module and a quiet zone of `margin` modules. The
 * client tests check the decoder against it (the e2e test's fake camera video has its own, in Y4M).
 */
export function qrBitmap(text: string, scale = 6, margin = 4): QrBitmap {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const size = (modules.size + margin * 2) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const py = (row + margin) * scale + y;
        for (let x = 0; x < scale; x++) {
          const i = (py * size + (col + margin) * scale + x) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
      }
    }
  }
  return { width: size, height: size, data };
}
