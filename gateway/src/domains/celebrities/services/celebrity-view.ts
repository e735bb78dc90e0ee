import { DEFAULT_LOCALE, type CelebrityKind, type Locale } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { findCelebrityTexts, type CelebrityRow, type CelebrityTextRow } from "../repo/celebrity.repo.js";

type Db = Pick<EntityManager, "query">;

/** A celebrity as members see it: the text of their language (else the default language's). */
export interface CelebrityView {
  id: string;
  kind: CelebrityKind;
  artistId: string | null;
  active: boolean;
  version: number;
  name: string;
  bio: string;
}

function pickText(texts: readonly CelebrityTextRow[], language: Locale): CelebrityTextRow | undefined {
  return (
    texts.find((t) => t.language === language) ?? texts.find((t) => t.language === DEFAULT_LOCALE) ?? texts[0]
  );
}

/** Views of these rows in one text query. */
export async function toCelebrityViews(
  db: Db,
  rows: readonly CelebrityRow[],
  language: Locale,
): Promise<Map<string, CelebrityView>> {
  const texts = await findCelebrityTexts(
    db,
    rows.map((r) => String(r.id)),
  );
  const byId = new Map<string, CelebrityTextRow[]>();
  for (const t of texts) {
    const list = byId.get(String(t.celebrity_id)) ?? [];
    list.push(t);
    byId.set(String(t.celebrity_id), list);
  }
  return new Map(
    rows.map((r) => {
      const text = pickText(byId.get(String(r.id)) ?? [], language);
      const view: CelebrityView = {
        id: String(r.id),
        kind: r.kind,
        artistId: r.artist_id === null ? null : String(r.artist_id),
        active: Boolean(r.active),
        version: Number(r.version),
        name: text?.name ?? "",
        bio: text?.bio ?? "",
      };
      return [view.id, view];
    }),
  );
}
