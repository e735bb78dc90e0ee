import type { IncomingMessage } from "node:http";
import { DomainError } from "../shared/domain-error.js";

/*
 * Shared by the image uploads (profile picture, KYC photos): both take a raw body that must stay
 * under a size limit and both must refuse a larger one without keeping it in memory.
 */

/**
 * Reads a raw body up to `limit` bytes. A declared Content-Length over the limit is refused before
 * anything is read; a body that grows past it is refused as soon as it does (1017) and nothing more
 * is kept (Node discards the rest once the error is sent, so the client still receives the answer).
 */
export function readLimitedBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit)
    return Promise.reject(new DomainError("IMAGE_TOO_LARGE"));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        reject(new DomainError("IMAGE_TOO_LARGE"));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}
