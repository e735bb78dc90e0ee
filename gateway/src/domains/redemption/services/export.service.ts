import type { Writable } from "node:stream";
import { DEFAULT_LOCALE, isLocale } from "@vitrine/schema";
import ExcelJS from "exceljs";
import type { EntityManager } from "typeorm";
import { findUserBriefsByIds } from "../../accounts/index.js";
import { findCardViewsByIds } from "../../catalog/index.js";
import { findEventRedemptionsAfter } from "../repo/redemption.repo.js";
import { requireEventAdministrator, type Caller } from "./access.js";
import { printedCode } from "./code-format.js";
import { loadEventView } from "./event-view.js";
import { CLAIM_WORDS, EXPORT_HEADERS, gmt8 } from "./export-headers.js";
import { resolveRedemptionFilter, type PanelRedemptionFilter } from "./lists.service.js";

export const EXPORT_PAGE = 1_000;

/**
 * Checks the caller administers the event (2014 otherwise) and returns a writer that streams the
 * event's redemptions under the panel's filter as an .xlsx into `out`: exceljs's WorkbookWriter,
 * rows read in keyset pages of 1,000 (ascending id) and committed as they go, so 100,000 rows never
 * sit in memory together. Headers in `lang`; times in GMT+8.
 */
export async function writeRedemptionExport(
  em: EntityManager,
  caller: Caller,
  eventId: string,
  filter: PanelRedemptionFilter,
  lang: string,
): Promise<(out: Writable) => Promise<number>> {
  await requireEventAdministrator(em, caller, eventId);
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const f = await resolveRedemptionFilter(em, filter);
  const event = await loadEventView(em, eventId, locale);
  return async (out) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(
      event.name.slice(0, 31).replace(/[\\/?*[\]:]/g, " ") || "redemptions",
    );
    sheet.addRow([...EXPORT_HEADERS[locale]!]).commit();
    const words = CLAIM_WORDS[locale]!;
    let after = "0";
    let written = 0;
    for (;;) {
      const rows = await findEventRedemptionsAfter(em, eventId, f, after, EXPORT_PAGE);
      if (!rows.length) break;
      const users = await findUserBriefsByIds(
        em,
        rows.map((r) => String(r.user_id)),
      );
      const cards = await findCardViewsByIds(
        em,
        rows.filter((r) => r.card_id !== null).map((r) => String(r.card_id)),
      );
      for (const r of rows) {
        const reward =
          r.card_id !== null
            ? (cards.get(String(r.card_id))?.name ?? "")
            : r.jpoint_amount !== null
              ? "Jpoint"
              : (event.giftName ?? "");
        sheet
          .addRow([
            Number(r.id),
            printedCode(r.code),
            users.get(String(r.user_id))?.email ?? "",
            gmt8(new Date(r.redeemed_at)),
            reward,
            Number(r.units),
            r.jpoint_amount === null ? "" : Number(r.jpoint_amount),
            r.receiver_name ?? "",
            r.receiver_phone ?? "",
            r.receiver_address ?? "",
            r.claim_status ? words[r.claim_status] : "",
            gmt8(r.claimed_at ? new Date(r.claimed_at) : null),
          ])
          .commit();
        written++;
      }
      after = String(rows[rows.length - 1]!.id);
      if (rows.length < EXPORT_PAGE) break;
    }
    sheet.commit();
    await workbook.commit();
    return written;
  };
}
