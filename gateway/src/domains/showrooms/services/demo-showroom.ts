import type { EntityManager } from "typeorm";
import { insertShowroom, updateShowroomDetails } from "../repo/showroom.repo.js";
import { replaceSlots } from "../repo/slot.repo.js";
import { findTemplate } from "../repo/template.repo.js";

/** The demo room's cover: generated artwork served by /media/showroom-covers/demo-1.svg (no upload). */
export const DEMO_COVER_KEY = "demo-1.svg";

/** A published demo room with the given cards in its first slots (the seed holds the units first). */
export async function seedEstablishedShowroom(
  em: EntityManager,
  r: {
    userId: string;
    name: string;
    templateId: string;
    description: string;
    coverKey: string;
    cardIds: readonly string[];
  },
): Promise<string> {
  const template = (await findTemplate(em, r.templateId))!;
  const id = await insertShowroom(em, {
    userId: r.userId,
    name: r.name,
    templateId: r.templateId,
    slotCount: template.slotCount,
    columns: template.columns,
  });
  await updateShowroomDetails(em, id, r.userId, {
    description: r.description,
    coverKey: r.coverKey,
    status: "PUBLISHED",
  });
  await replaceSlots(
    em,
    id,
    r.userId,
    r.cardIds.slice(0, template.slotCount).map((cardId, slotIndex) => ({ slotIndex, cardId })),
  );
  return id;
}

/** A 1200×600 SVG cover for demo rooms: a dark gradient with soft light. */
export function demoCoverSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b1e3c"/><stop offset="1" stop-color="#4b2a63"/></linearGradient>
<radialGradient id="l" cx="0.3" cy="0.2" r="0.6"><stop offset="0" stop-color="#f6d28b" stop-opacity="0.55"/><stop offset="1" stop-color="#f6d28b" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="600" fill="url(#g)"/><rect width="1200" height="600" fill="url(#l)"/>
<g fill="none" stroke="#f6d28b" stroke-opacity="0.35" stroke-width="6"><rect x="140" y="170" width="220" height="280"/><rect x="490" y="150" width="220" height="300"/><rect x="840" y="170" width="220" height="280"/></g>
</svg>`;
}
