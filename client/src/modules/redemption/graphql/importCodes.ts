import { postUpload } from "../../../shared/http/postUpload";

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
  const answer = await postUpload(importCodesPath(eventId), { multipart: file });
  return { imported: Number(answer.imported ?? 0), skipped: Number(answer.skipped ?? 0) };
}
