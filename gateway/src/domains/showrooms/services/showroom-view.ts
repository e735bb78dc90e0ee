import type { ShowroomStatus } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { findUserBriefsByIds, toPublicUserView, type PublicUserView } from "../../accounts/index.js";
import { findCardViewsByIds, type CardView } from "../../catalog/index.js";
import { findLikedIds } from "../repo/like.repo.js";
import { findSlots } from "../repo/slot.repo.js";
import type { ShowroomRow } from "../repo/showroom.repo.js";
import { findTemplates } from "../repo/template.repo.js";
import { coverUrl } from "./cover.service.js";

export interface ShowroomSlotView {
  slotIndex: number;
  card: CardView;
}

export interface ShowroomView {
  id: string;
  name: string;
  templateId: string;
  templateName: string;
  columns: number;
  /** The room's NFT max limit. */
  slotCount: number;
  description: string;
  coverUrl: string | null;
  coverKey: string | null;
  status: ShowroomStatus;
  established: boolean;
  publishedAt: Date | null;
  /** Only the owner reads why staff took the room down. */
  takenDownReason: string | null;
  likeCount: number;
  likedByViewer: boolean;
  isOwner: boolean;
  owner: PublicUserView | null;
  slots: ShowroomSlotView[];
  createdAt: Date;
}

/**
 * Rooms as pages show them: owner, template name, cards in their slots and the viewer's likes, read in
 * one batched query per domain whatever the number of rooms (no query per room).
 */
export async function showroomViews(
  em: EntityManager,
  rows: readonly ShowroomRow[],
  viewerId: string | null,
  withSlots = true,
): Promise<ShowroomView[]> {
  const ids = rows.map((r) => r.id);
  const slots = withSlots ? await findSlots(em, ids) : [];
  const cards = await findCardViewsByIds(
    em,
    slots.map((s) => s.cardId),
  );
  const owners = await findUserBriefsByIds(
    em,
    rows.map((r) => r.userId),
  );
  const liked = viewerId ? await findLikedIds(em, viewerId, ids) : new Set<string>();
  const templates = new Map((await findTemplates(em, true)).map((t) => [t.id, t.name]));
  return rows.map((r) => {
    const owner = owners.get(r.userId);
    const isOwner = viewerId !== null && String(viewerId) === r.userId;
    return {
      id: r.id,
      name: r.name,
      templateId: r.templateId,
      templateName: templates.get(r.templateId) ?? "",
      columns: r.columns,
      slotCount: r.slotCount,
      description: r.description,
      coverUrl: coverUrl(r.coverKey),
      coverKey: isOwner ? r.coverKey : null,
      status: r.status,
      established: r.establishedAt !== null,
      publishedAt: r.publishedAt,
      takenDownReason: isOwner ? r.takenDownReason : null,
      likeCount: r.likeCount,
      likedByViewer: liked.has(r.id),
      isOwner,
      owner: owner && owner.status === "active" ? toPublicUserView(owner) : null,
      slots: slots
        .filter((s) => s.showroomId === r.id && cards.has(s.cardId))
        .map((s) => ({ slotIndex: s.slotIndex, card: cards.get(s.cardId)! })),
      createdAt: r.createdAt,
    };
  });
}
