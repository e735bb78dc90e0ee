import { ServerError } from "@apollo/client/errors";

/** The gateway's limit on an imported file (5 MB, 50,000 rows). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const importCodesPath = (eventId: string) =>
  `/imports/redeem-events/${encodeURIComponent(eventId)}/codes`;

/**
 * Posts an .xlsx or .csv of codes (columns code, e-mail, pack name) to an event, multipart `file`,
 * with the session cookie. A non-2xx answer is thrown as Apollo's ServerError so the shared error
 * mapper reads its code (2014 for a non-administrator).
 */
export async function importCodes(
  eventId: string,
  file: File,
): Promise<{ imported: number; skipped: number }> {
  const body = new FormData();
  body.append("file", file, file.name);
  const response = await fetch(new URL(importCodesPath(eventId), window.location.origin), {
    method: "POST",
    body,
    credentials: "include",
  });
  const bodyText = await response.text();
  if (!response.ok) throw new ServerError(`import failed with ${response.status}`, { response, bodyText });
  const parsed = JSON.parse(bodyText) as { imported?: unknown; skipped?: unknown };
  return { imported: Number(parsed.imported ?? 0), skipped: Number(parsed.skipped ?? 0) };
}
