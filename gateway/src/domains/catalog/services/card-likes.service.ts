import type { DataSource } from "typeorm";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import {
  addCardLikes,
  cardLikedBy,
  deleteCardLike,
  insertCardLike,
  lockCardLikes,
} from "../repo/card-likes.repo.js";

/** A card's like count and whether the member likes it, after a like or an unlike. */
export interface CardLikesView {
  cardId: string;
  likes: number;
  liked: boolean;
}

/**
 * A member likes (or stops liking) a card. Idempotent: a second like changes nothing. The like row
 * and the count change in one transaction, the count only when the row changed (INSERT IGNORE /
 * DELETE report it), so concurrent likes and unlikes leave the count exact. The card row is locked
 * first, so likes of one card queue on it. 404 for an unknown card.
 */
export async function setCardLike(
  dataSource: DataSource,
  userId: string,
  rawCardId: string,
  like: boolean,
): Promise<CardLikesView> {
  const cardId = assertRowId("cardId", rawCardId);
  return withTransaction(dataSource, async (em) => {
    const before = await lockCardLikes(em, cardId);
    if (before === undefined) throw new DomainError("NOT_FOUND");
    const changed = like
      ? await insertCardLike(em, cardId, userId)
      : await deleteCardLike(em, cardId, userId);
    if (!changed) return { cardId, likes: before, liked: like };
    await addCardLikes(em, cardId, like ? 1 : -1);
    return { cardId, likes: like ? before + 1 : Math.max(0, before - 1), liked: like };
  });
}

/** Whether a signed-in member likes a card (false for visitors). */
export function viewerLikesCard(dataSource: DataSource, cardId: string, viewerId: string | null) {
  return viewerId === null ? Promise.resolve(false) : cardLikedBy(dataSource.manager, cardId, viewerId);
}
