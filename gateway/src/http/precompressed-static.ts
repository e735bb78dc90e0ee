import { statSync } from "node:fs";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";

/** The encodings the client build writes beside each text file (client/vite.config.precompress.ts). */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** Files the build may have compressed: their responses vary by Accept-Encoding even when sent plain. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const MIME: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
};

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export interface PrecompressedOptions {
  /** Cache-Control sent with every file this serves. */
  cacheControl: string;
}

/**
 * Sends the build's precompressed copy of a file (`<file>.br`, else `<file>.gz`) when the browser
 * accepts that encoding, with `Content-Encoding`, the original file's type and `Vary:
 * Accept-Encoding`; otherwise (no copy, or an encoding the browser refuses) it passes to the next
 * handler, which sends the file as it is. Nothing is compressed per request.
 */
export function sendPrecompressed(root: string, options: PrecompressedOptions): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = resolveInside(base, req.path);
    if (!file || !COMPRESSIBLE.test(file)) return next();
    res.vary("Accept-Encoding");
    const encoding = pickEncoding(req, file);
    if (!encoding) return next();
    sendEncoded(res, file, encoding, options.cacheControl, next);
  };
}

/** Sends `file`'s precompressed copy in `encoding`, as `file`'s type. */
export function sendEncoded(
  res: Response,
  file: string,
  encoding: (typeof ENCODINGS)[number],
  cacheControl: string,
  next: (error?: unknown) => void,
): void {
  res.setHeader("content-type", MIME[path.extname(file)] ?? "application/octet-stream");
  res.setHeader("content-encoding", encoding.name);
  res.setHeader("cache-control", cacheControl);
  res.sendFile(`${file}${encoding.suffix}`, { cacheControl: false, dotfiles: "deny" }, (error) => {
    if (error && !res.headersSent) {
      res.removeHeader("content-encoding");
      next(error);
    }
  });
}

/** q-value per coding named in an Accept-Encoding header ("*" included), lower-cased. */
function acceptedQualities(header: string | undefined): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (!coding) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    qualities.set(coding, q === undefined ? 1 : Math.min(1, Number(q) || 0));
  }
  return qualities;
}

/**
 * Of `candidates` (in order of preference), the encoding the request accepts with the highest
 * q-value; the first one listed wins a tie. Undefined: none is accepted, send the body as it is.
 */
export function acceptedEncoding<T extends string>(req: Request, candidates: readonly T[]): T | undefined {
  const qualities = acceptedQualities(req.headers["accept-encoding"]);
  let best: T | undefined;
  let bestQ = 0;
  for (const name of candidates) {
    const q = qualities.get(name) ?? qualities.get("*") ?? 0;
    if (q > bestQ) {
      best = name;
      bestQ = q;
    }
  }
  return best;
}

/**
 * The encoding to send `file` in: of the precompressed copies that exist, the one the request
 * accepts with the highest q-value, brotli before gzip on a tie (smaller). Undefined: send it plain.
 */
export function pickEncoding(req: Request, file: string): (typeof ENCODINGS)[number] | undefined {
  const available = ENCODINGS.filter((encoding) => isFile(`${file}${encoding.suffix}`));
  const name = acceptedEncoding(
    req,
    available.map((encoding) => encoding.name),
  );
  return available.find((encoding) => encoding.name === name);
}

/** The file a URL path names under `base`; undefined when it escapes `base`, is hidden or is no file. */
function resolveInside(base: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const file = path.resolve(base, `.${path.posix.normalize(`/${decoded}`)}`);
  if (file !== base && !file.startsWith(`${base}${path.sep}`)) return undefined;
  // Like express.static's default: nothing under a dot-named folder or file (.vite/manifest.json).
  if (
    path
      .relative(base, file)
      .split(path.sep)
      .some((segment) => segment.startsWith("."))
  )
    return undefined;
  return isFile(file) ? file : undefined;
}
