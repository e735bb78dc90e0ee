import { Worker } from "bullmq";
import { QUEUES } from "@vitrine/schema";
import { createRedis } from "@vitrine/gateway/infra/redis.js";
import { relayOutbox } from "@vitrine/gateway/domains/outbox/index.js";
import { seedDemo } from "@vitrine/gateway/seed/seed-demo.js";
import { partnersProcessor } from "../src/processors/partners/partners.processor.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";
import { createMarketUser, type MarketUser } from "../../gateway/test/helpers/market-fixtures.js";
import {
  bindByCode,
  newPartner,
  type TestPartner,
} from "../../gateway/test/integration/partners/partner-fixtures.js";

export interface PartnersWorld {
  t: TestGateway;
  /** A member bound to the partner. */
  member: MarketUser;
  admin: MarketUser;
  partner: TestPartner;
  /** Moves the outbox onto the queues. */
  relay: () => Promise<unknown>;
  close: () => Promise<void>;
}

/**
 * A seeded gateway (`env` over its test config) with a partners worker on its queue, a member bound to a
 * partner whose callback is `callbackUrl`, and an admin to read the delivery log.
 */
export async function startPartnersWorld(
  callbackUrl: string,
  env: Record<string, string> = {},
): Promise<PartnersWorld> {
  const t = await startTestGateway(env);
  await seedDemo(t.gateway.deps.dataSource);
  const worker = new Worker(QUEUES.partners, partnersProcessor(t.gateway.deps), {
    connection: createRedis(t.config.REDIS_URL, "worker"),
    prefix: t.config.QUEUE_PREFIX,
  });
  const member = await createMarketUser(t);
  const admin = await createMarketUser(t, { roles: ["admin"] });
  const partner = await newPartner(t, { callbackUrl });
  await bindByCode(t, partner, member.email);
  return {
    t,
    member,
    admin,
    partner,
    relay: () => relayOutbox(t.gateway.deps.dataSource, t.gateway.deps.queues),
    close: async () => {
      await worker.close();
      await t.close();
    },
  };
}
