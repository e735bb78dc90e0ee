import { useEffect, useState } from "react";
import { Skeleton } from "@mantine/core";

/**
 * Renders `text` as a QR code image (SVG: sharp at any print size). The encoder is loaded when the first QR code is shown, so pages
 * without one do not carry it.
 */
export function QrImage({ text, size = 220, testId }: { text: string; size?: number; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode")
      .then((m) => m.toString(text, { type: "svg", margin: 2, width: size, errorCorrectionLevel: "M" }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text, size]);
  if (!src) return <Skeleton width={size} height={size} radius="md" />;
  return (
    <img
      src={src}
      width={size}
      height={size}
      alt=""
      data-testid={testId}
      data-qr-text={text}
      style={{ display: "block", background: "#fff", borderRadius: 8 }}
    />
  );
}
