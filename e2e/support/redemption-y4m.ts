import { writeFileSync } from "node:fs";
import { create } from "qrcode";

/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`): YUV4MPEG2, 4:2:0, every
 * frame the QR code of `text` in the middle of a grey picture. Chromium plays the file in a loop, so a
 * few identical frames are enough. Y4M is a header line, then per frame "FRAME\n" and the raw Y, U and
 * V planes.
 */
export function writeQrVideo(
  file: string,
  text: string,
  { width = 640, height = 480, frames = 10 } = {},
): void {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const side = modules.size + quiet * 2;
  const scale = Math.floor((Math.min(width, height) * 0.8) / side);
  const left = Math.floor((width - side * scale) / 2);
  const top = Math.floor((height - side * scale) / 2);
  const luma = Buffer.alloc(width * height, 128);
  for (let y = 0; y < side * scale; y++) {
    for (let x = 0; x < side * scale; x++) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      const dark = row >= 0 && col >= 0 && row < modules.size && col < modules.size && modules.get(row, col);
      luma[(top + y) * width + left + x] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`, "ascii");
  const frame = Buffer.concat([Buffer.from("FRAME\n", "ascii"), luma, chroma, chroma]);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
