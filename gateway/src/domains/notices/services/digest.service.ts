import { DEFAULT_LOCALE, isLocale, isNoticeKind } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { findUserBriefById } from "../../accounts/index.js";
import { queueMail } from "../../mail/index.js";
import { lockPendingEmail, markEmailed } from "../repo/notice.repo.js";
import { digestMail } from "./digest-mail.templates.js";
import { renderNotices } from "./notice-list.service.js";
import { unsubscribeToken } from "./unsubscribe-token.js";

/**
 * The digest job: one mail, in the member's language, with every notice still waiting to be mailed,
 * and an unsubscribe link per kind it carries. The waiting rows are locked and marked sent in the
 * transaction that stores the mail, so a digest run twice (or two at once) mails each notice once.
 */
export async function sendNoticeDigest(deps: AppDeps, userId: string): Promise<number> {
  return withTransaction(deps.dataSource, async (em) => {
    const rows = await lockPendingEmail(em, userId);
    if (rows.length === 0) return 0;
    const user = await findUserBriefById(em, userId);
    if (user?.status === "active") {
      const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
      const notices = await renderNotices(em, rows, locale);
      const base = deps.config.PUBLIC_URL.replace(/\/$/, "");
      const kinds = [...new Set(rows.map((r) => r.kind))].filter(isNoticeKind);
      const mail = digestMail({
        locale,
        notices,
        centreUrl: `${base}/${locale}/users/notice`,
        unsubscribe: kinds.map((kind) => ({
          kindTitle: notices[rows.findIndex((r) => r.kind === kind)]!.title,
          url: `${base}/notices/unsubscribe?token=${unsubscribeToken(deps.config.SESSION_SECRET, userId, kind)}&lang=${locale}`,
        })),
      });
      await queueMail(em, { to: user.email, ...mail });
    }
    // A member who left meanwhile gets no mail; their notices stop waiting either way.
    await markEmailed(
      em,
      rows.map((r) => r.id),
    );
    return user?.status === "active" ? rows.length : 0;
  });
}
