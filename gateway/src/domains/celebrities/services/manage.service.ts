import { celebrityRule, type CelebrityInput, type Locale } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findArtistCardIds } from "../../catalog/index.js";
import {
  findCelebrities,
  findCelebrityTexts,
  insertCelebrity,
  listCelebrities,
  lockCelebrity,
  replaceCelebrityTexts,
  updateCelebrity,
  type CelebrityTextRow,
} from "../repo/celebrity.repo.js";
import { toCelebrityViews, type CelebrityView } from "./celebrity-view.js";

/** A celebrity as staff edit it: every language's text. */
export interface StaffCelebrityView extends CelebrityView {
  texts: { language: Locale; name: string; bio: string }[];
}

async function staffViews(em: Pick<EntityManager, "query">, ids: string[] | null, language: Locale) {
  const rows = ids ? await findCelebrities(em, ids) : await listCelebrities(em, false);
  const views = await toCelebrityViews(em, rows, language);
  const texts = await findCelebrityTexts(
    em,
    rows.map((r) => String(r.id)),
  );
  const textsOf = (id: string) =>
    texts
      .filter((t: CelebrityTextRow) => String(t.celebrity_id) === id)
      .map((t) => ({ language: t.language, name: t.name, bio: t.bio }));
  return [...views.values()].map((v): StaffCelebrityView => ({ ...v, texts: textsOf(v.id) }));
}

/** Staff: every celebrity, active or not, in id order. */
export function staffCelebrities(
  deps: Pick<AppDeps, "dataSource">,
  language: Locale,
): Promise<StaffCelebrityView[]> {
  return staffViews(deps.dataSource.manager, null, language);
}

async function checkArtist(em: EntityManager, artistId: string | null) {
  // A well-formed id that names no artist is NOT_FOUND like any other (docs/ERRORS.md R4).
  if (artistId && (await findArtistCardIds(em, artistId)) === null) {
    throw new DomainError("NOT_FOUND");
  }
}

async function one(em: EntityManager, id: string, language: Locale): Promise<StaffCelebrityView> {
  const [view] = await staffViews(em, [id], language);
  if (!view) throw new DomainError("CELEBRITY_NOT_FOUND");
  return view;
}

/** Staff: a new celebrity (active) with its texts; the artist link must name a catalog artist. */
export async function createCelebrity(
  deps: Pick<AppDeps, "dataSource">,
  rawInput: unknown,
  language: Locale,
): Promise<StaffCelebrityView> {
  const input: CelebrityInput = parseInput(celebrityRule, rawInput);
  return withTransaction(deps.dataSource, async (em) => {
    await checkArtist(em, input.artistId);
    const id = await insertCelebrity(em, input.kind, input.artistId);
    await replaceCelebrityTexts(em, id, input.texts);
    return one(em, id, language);
  });
}

/**
 * Staff: new kind, artist link and texts. Conditional on the version the editor read: when someone
 * else saved first, CELEBRITY_CHANGED and nothing changes.
 */
export async function editCelebrity(
  deps: Pick<AppDeps, "dataSource">,
  rawId: string,
  version: number,
  rawInput: unknown,
  language: Locale,
): Promise<StaffCelebrityView> {
  const id = assertRowId("id", rawId);
  const input: CelebrityInput = parseInput(celebrityRule, rawInput);
  return withTransaction(deps.dataSource, async (em) => {
    if (!(await lockCelebrity(em, id))) throw new DomainError("CELEBRITY_NOT_FOUND");
    await checkArtist(em, input.artistId);
    if (!(await updateCelebrity(em, id, version, { kind: input.kind, artistId: input.artistId }))) {
      throw new DomainError("CELEBRITY_CHANGED");
    }
    await replaceCelebrityTexts(em, id, input.texts);
    return one(em, id, language);
  });
}

/** Staff: take a celebrity off the board (likes kept) or put it back; conditional on the version. */
export async function setCelebrityActive(
  deps: Pick<AppDeps, "dataSource">,
  rawId: string,
  version: number,
  active: boolean,
  language: Locale,
): Promise<StaffCelebrityView> {
  const id = assertRowId("id", rawId);
  return withTransaction(deps.dataSource, async (em) => {
    if (!(await lockCelebrity(em, id))) throw new DomainError("CELEBRITY_NOT_FOUND");
    if (!(await updateCelebrity(em, id, version, { active }))) throw new DomainError("CELEBRITY_CHANGED");
    return one(em, id, language);
  });
}
