import { businessApplicationRule, isLocale, DEFAULT_LOCALE } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import { parseInput } from "../../../shared/parse-input.js";
import { findApplication, findLatestApplicationOf, insertApplication } from "../repo/application.repo.js";
import { claimAttachments } from "../repo/attachment.repo.js";
import { applicationViews, type ApplicationView } from "./application-view.js";

/**
 * A member applies to issue on Vitrine (spec §6). The input is checked against the shared rule
 * (DATA_ERROR, nothing stored); a member with an application still waiting is refused (2090), also
 * when two submissions race (the UNIQUE open_user_id decides); the uploaded attachments are claimed in
 * the same transaction, and a key that is unknown, someone else's or already used refuses the whole
 * submission (2095).
 */
export async function submitApplication(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  locale: string,
  input: unknown,
): Promise<ApplicationView> {
  const a = parseInput(businessApplicationRule, input);
  const em = deps.dataSource.manager;
  if ((await findLatestApplicationOf(em, userId))?.state === "SUBMITTED") {
    throw new DomainError("BUSINESS_APPLICATION_OPEN");
  }
  const id = await withTransaction(deps.dataSource, async (tx) => {
    let applicationId: string;
    try {
      applicationId = await insertApplication(tx, {
        userId,
        companyName: a.companyName,
        registrationNumber: a.registrationNumber || null,
        contactName: a.contactName,
        contactEmail: a.contactEmail,
        phone: a.phone,
        website: a.website || null,
        category: a.category,
        description: a.description,
        expectedVolume: a.expectedVolume,
        locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
      });
    } catch (error) {
      if (duplicateKeyOf(error) === "uq_issuer_application_open")
        throw new DomainError("BUSINESS_APPLICATION_OPEN");
      throw error;
    }
    const claimed = await claimAttachments(tx, applicationId, userId, a.attachmentKeys);
    if (claimed !== a.attachmentKeys.length) throw new DomainError("BUSINESS_ATTACHMENT_INVALID");
    return applicationId;
  });
  const row = await findApplication(em, id);
  return (await applicationViews(em, [row!]))[0]!;
}

/** The member's newest application (waiting or decided), or null when they never applied. */
export async function myApplication(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
): Promise<ApplicationView | null> {
  const em = deps.dataSource.manager;
  const row = await findLatestApplicationOf(em, userId);
  return row ? (await applicationViews(em, [row]))[0]! : null;
}
