import type { Request, Response } from "express";
import { sendCatalogueError } from "./send-domain-error.js";

/** A stored upload to serve: its file name inside `dir`, and the type it was stored as. */
export interface PublicMediaFile {
  dir: string;
  name: string;
  contentType: string;
}

/**
 * Serves a public, content-addressed upload (avatars, content images, showroom covers). A stored name
 * never names other bytes, so the answer may be cached for good; the sandbox policy and nosniff keep a
 * crafted image from being run as a page. A missing or unreadable file answers the catalogue's 404.
 */
export function sendPublicMedia(req: Request, res: Response, file: PublicMediaFile | null): void {
  const notFound = () => void sendCatalogueError(req, res, "NOT_FOUND");
  if (!file) return notFound();
  res.sendFile(
    file.name,
    {
      root: file.dir,
      dotfiles: "deny",
      cacheControl: false,
      headers: {
        "content-type": file.contentType,
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
      },
    },
    (error?: Error) => {
      if (error && !res.headersSent) notFound();
    },
  );
}
