import { JALLERY_PRODUCT_NAME, SHOWROOM_LIMITS } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { findProductIdByName } from "../../primary/index.js";
import { hasAccessRow, insertAccessRow } from "../repo/access.repo.js";

type Db = Pick<EntityManager, "query">;

/** Whether the member bought Jallery. */
export async function hasShowroomAccess(db: Db, userId: string): Promise<boolean> {
  return hasAccessRow(db, userId);
}

/** Room management needs the Jallery purchase (spec §6): 2015 SHOWROOM_ACCESS_REQUIRED otherwise. */
export async function assertShowroomAccess(db: Db, userId: string): Promise<void> {
  if (!(await hasAccessRow(db, userId))) throw new DomainError("SHOWROOM_ACCESS_REQUIRED");
}

/**
 * Called by the primary domain inside the transaction that delivers a paid Jallery order (Jpoint at
 * once, or a provider's paid callback): the member has showrooms from then on. Idempotent.
 */
export async function grantShowroomAccess(
  em: EntityManager,
  input: { userId: string; orderId: string | null },
): Promise<void> {
  await insertAccessRow(em, String(input.userId), input.orderId);
}

export interface JalleryView {
  hasAccess: boolean;
  /** The primary product to buy (kind FEATURE), or null when none is on sale. */
  productId: string | null;
  roomsPerMember: number;
  slotsPerRoom: number;
}

/** What the Jallery page shows: whether the viewer has it, what it gives and where to buy it. */
export async function jalleryInfo(db: EntityManager, userId: string | null): Promise<JalleryView> {
  return {
    hasAccess: userId ? await hasAccessRow(db, userId) : false,
    productId: await findProductIdByName(db, JALLERY_PRODUCT_NAME),
    roomsPerMember: SHOWROOM_LIMITS.roomsPerMember,
    slotsPerRoom: SHOWROOM_LIMITS.slotsPerRoom,
  };
}
