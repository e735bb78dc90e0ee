import type { IncomingMessage } from "node:http";
import { DomainError } from "../shared/domain-error.js";
import { readLimitedBody } from "./read-limited-body.js";

/** Room for the multipart framing and small text fields around a file just under its limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const refused = (reason: string) => new DomainError("DATA_ERROR", { field: "file", reason });

export const isMultipart = (req: IncomingMessage): boolean =>
  /^multipart\/form-data;/i.test(req.headers["content-type"] ?? "");

/** Reads a body of at most `maxFileBytes` plus the multipart framing (a larger one is IMAGE_TOO_LARGE). */
export function readUploadBody(req: IncomingMessage, maxFileBytes: number): Promise<Buffer> {
  return readLimitedBody(req, maxFileBytes + MULTIPART_OVERHEAD_BYTES);
}

/**
 * The `file` part of a multipart/form-data body already read, with the form's other fields, parsed
 * by Node's own fetch Response (no extra parser). A body that is not multipart, cannot be parsed or
 * has no file part is a DATA_ERROR on `file`.
 */
export async function parseMultipartFile(
  req: IncomingMessage,
  body: Buffer,
): Promise<{ name: string; bytes: Buffer; form: FormData }> {
  if (!isMultipart(req)) throw refused("validation.multipart");
  let form: FormData;
  try {
    const headers = { "content-type": req.headers["content-type"] ?? "" };
    form = await new globalThis.Response(body, { headers }).formData();
  } catch {
    throw refused("validation.multipart");
  }
  const file = form.get("file");
  if (!file || typeof file === "string") throw refused("validation.required");
  return { name: file.name, bytes: Buffer.from(await file.arrayBuffer()), form };
}

/** Reads and parses a multipart upload whose file may be at most `maxFileBytes`. */
export async function readMultipartFile(
  req: IncomingMessage,
  maxFileBytes: number,
): Promise<{ name: string; bytes: Buffer; form: FormData }> {
  if (!isMultipart(req)) throw refused("validation.multipart");
  return parseMultipartFile(req, await readUploadBody(req, maxFileBytes));
}
