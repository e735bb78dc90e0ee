import type { DataSource } from "typeorm";
import { withTransaction } from "../../../infra/transaction.js";
import { findUserIdByEmail } from "../../accounts/index.js";
import { countPartnerEvents, listEvents, recordAttempt } from "../repo/event.repo.js";
import { findPartner, findPartnerIdByName } from "../repo/partner.repo.js";
import { bindMember } from "./bindings.service.js";
import { recordPartnerEvent } from "./events.service.js";
import { registerPartner, updatePartner } from "./manage.service.js";
import type { CallbackConfig } from "./callback-url.js";
import type { SecretKeys } from "./webhook-secret-box.js";

export const DEMO_PARTNER_NAME = "Star Club (demo)";

/**
 * Demo seed: a partner platform (switched off) bound to the demo collector, with two webhook events delivered
 * (one after a failed attempt), so the staff page has a delivery log to show. Its API key is random and
 * never printed: staff rotate it on /admin/partners to get one. Idempotent.
 */
export async function seedDemoPartner(
  dataSource: DataSource,
  config: SecretKeys & CallbackConfig,
  memberEmail: string,
): Promise<{ partners: number }> {
  const userId = await findUserIdByEmail(dataSource.manager, memberEmail);
  if (!userId) return { partners: 0 };
  const id =
    (await findPartnerIdByName(dataSource.manager, DEMO_PARTNER_NAME)) ??
    (
      await registerPartner(
        { dataSource, config },
        {
          name: DEMO_PARTNER_NAME,
          scopes: ["members:read", "holdings:read", "balances:read", "activity:read"],
          callbackUrl: "https://partner.example.com/vitrine/webhooks",
          publisherId: null,
        },
      )
    ).partner.id;
  if ((await countPartnerEvents(dataSource.manager, id)) > 0) return { partners: 1 };
  await withTransaction(dataSource, async (em) => {
    await bindMember(em, { id }, userId, "FAST");
    await recordPartnerEvent(em, userId, "card.received", { cardId: "1", units: 1 });
    await recordPartnerEvent(em, userId, "deposit.credited", {
      depositId: "1",
      network: "ERC20",
      amountMicroUsdt: "250000000",
    });
  });
  // The examples are marked delivered here; their queued jobs then find them delivered and do nothing.
  const rows = (await listEvents(dataSource.manager, id, 10)).reverse();
  for (const [i, r] of rows.entries()) {
    const eventId = String(r.id);
    if (i === 0) {
      await recordAttempt(dataSource.manager, eventId, {
        statusCode: 503,
        ok: false,
        error: null,
        durationMs: 41,
        final: false,
      });
    }
    await recordAttempt(dataSource.manager, eventId, {
      statusCode: 200,
      ok: true,
      error: null,
      durationMs: 38,
      final: false,
    });
  }
  // Switched off: its webhook URL is an example, so the demo collector's later events send nothing.
  const row = await findPartner(dataSource.manager, id);
  if (row && Number(row.active)) {
    await updatePartner(
      { dataSource, config },
      id,
      Number(row.version),
      {
        name: row.name,
        scopes: row.scopes.split(",").filter(Boolean),
        callbackUrl: row.callback_url,
        publisherId: null,
      },
      false,
    );
  }
  return { partners: 1 };
}
