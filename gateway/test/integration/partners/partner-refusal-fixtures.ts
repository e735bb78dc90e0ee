import type { MarketUser } from "../../helpers/market-fixtures.js";
import type { TestGateway } from "../../helpers/test-gateway.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { recordPartnerEvent } from "../../../src/domains/partners/index.js";
import { bindByCode, newPartner } from "./partner-fixtures.js";

/**
 * The refusal table's partner targets (refusal-table-features.ts): a partner, the owner's binding to it
 * (what the owner may revoke) and a webhook event of that binding (what staff may redeliver).
 */
export async function partnerRefusalFixtures(
  t: TestGateway,
  owner: MarketUser,
): Promise<{ partner: string; partnerBinding: string; partnerEvent: string }> {
  const partner = await newPartner(t);
  await bindByCode(t, partner, owner.email);
  await withTransaction(t.gateway.deps.dataSource, (em) =>
    recordPartnerEvent(em, owner.id, "card.received", { cardId: "1", units: 1 }),
  );
  const [row] = (await t.gateway.deps.dataSource.query(
    `SELECT b.id AS binding, e.id AS event FROM partner_binding b JOIN partner_event e ON e.binding_id = b.id
      WHERE b.partner_id = ? AND b.user_id = ? LIMIT 1`,
    [partner.id, owner.id],
  )) as { binding: number; event: number }[];
  if (!row) throw new Error("no partner binding or event for the refusal table");
  return { partner: partner.id, partnerBinding: String(row.binding), partnerEvent: String(row.event) };
}
