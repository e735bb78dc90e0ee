import { z } from "zod";
import { CELEBRITY_LIMITS, LOCALES, type CelebrityKind, type Locale } from "@vitrine/schema";
import { perLocale, perLocaleOf } from "../../../shared/forms/localeTexts";

export interface CelebrityFormValues {
  kind: CelebrityKind;
  artistId: string;
  names: Record<Locale, string>;
  bios: Record<Locale, string>;
}

export function emptyCelebrityForm(): CelebrityFormValues {
  return { kind: "STAR", artistId: "", names: perLocale(), bios: perLocale() };
}

/** The form of an existing celebrity (staff edit). */
export function celebrityFormOf(c: {
  kind: string;
  artistId?: string | null;
  texts: { language: string; name: string; bio: string }[];
}): CelebrityFormValues {
  return {
    kind: c.kind === "ARTIST" ? "ARTIST" : "STAR",
    artistId: c.artistId ?? "",
    names: perLocaleOf(c.texts, "name"),
    bios: perLocaleOf(c.texts, "bio"),
  };
}

const name = z.string().trim().max(CELEBRITY_LIMITS.name, { message: "validation.invalid" });
const bio = z.string().max(CELEBRITY_LIMITS.bio, { message: "validation.invalid" });

/** The staff form's checks (the gateway checks them again with celebrityRule). */
export const celebrityFormSchema = z
  .object({
    kind: z.enum(["STAR", "ARTIST"]),
    artistId: z.string().regex(/^(\d{1,10})?$/, { message: "validation.id" }),
    names: z.object({ tw: name.min(1, { message: "validation.required" }) }).catchall(name),
    bios: z.record(z.string(), bio),
  })
  .loose();

/** The API input: a text for each language with a name. */
export function toCelebrityInput(v: CelebrityFormValues) {
  return {
    kind: v.kind,
    artistId: v.artistId.trim() || null,
    texts: LOCALES.filter((l) => v.names[l].trim()).map((l) => ({
      language: l,
      name: v.names[l].trim(),
      bio: v.bios[l].trim(),
    })),
  };
}
