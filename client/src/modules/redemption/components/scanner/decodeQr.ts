import jsQR from "jsqr";

/** The text of the QR code in an RGBA bitmap, or null when there is none. */
export function decodeQrPixels(data: Uint8ClampedArray, width: number, height: number): string | null {
  const found = jsQR(data, width, height, { inversionAttempts: "attemptBoth" });
  return found && found.data ? found.data : null;
}

/** Longest side an uploaded photo is scaled down to before decoding (a phone photo is 12 Mpx). */
const MAX_SIDE = 1200;

/** Decodes a QR code in an uploaded image (the fallback when no camera is allowed or available). */
export async function decodeQrImageFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height);
    return decodeQrPixels(pixels.data, width, height);
  } finally {
    bitmap.close();
  }
}
