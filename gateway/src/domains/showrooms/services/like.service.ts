import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { deleteLike, insertLike } from "../repo/like.repo.js";
import { findShowroom } from "../repo/showroom.repo.js";
import { showroomFor } from "./showroom-query.service.js";
import type { ShowroomView } from "./showroom-view.js";

/**
 * A member likes a published room once (2119 for a second like: the PRIMARY KEY decides, also when two
 * requests race); the count moves in the same transaction. Unliking takes it back.
 */
export async function setShowroomLike(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  id: string,
  like: boolean,
): Promise<ShowroomView> {
  assertRowId("id", id);
  await withTransaction(deps.dataSource, async (em) => {
    const room = await findShowroom(em, id, true);
    if (!room || room.status !== "PUBLISHED") throw new DomainError("SHOWROOM_NOT_FOUND");
    if (like && !(await insertLike(em, id, userId))) throw new DomainError("SHOWROOM_ALREADY_LIKED");
    if (!like) await deleteLike(em, id, userId);
  });
  return showroomFor(deps, id, userId);
}
