import { z } from "zod";
import { LOCALES, type Locale } from "@vitrine/schema";

/** One string per language, as the staff forms keep per-language texts. */
export type PerLocale = Record<Locale, string>;

/** A value for each language (empty strings by default). */
export const perLocale = (pick: (l: Locale) => string = () => "") =>
  Object.fromEntries(LOCALES.map((l) => [l, pick(l)])) as PerLocale;

/** One field of an API texts list (`[{ language, name }]`) as per-language form values. */
export function perLocaleOf<T extends { language: string }>(texts: readonly T[], key: keyof T & string) {
  return perLocale((l) => {
    const value = texts.find((t) => t.language === l)?.[key];
    return typeof value === "string" ? value : "";
  });
}

const GMT8_MS = 8 * 3600_000;

/** An instant as GMT+8 wall time for a staff form ("YYYY-MM-DD HH:mm"). */
export const toGmt8Input = (value: Date | string) =>
  new Date(new Date(value).getTime() + GMT8_MS).toISOString().slice(0, 16).replace("T", " ");

/** A form's GMT+8 wall time as an ISO instant. */
export const fromGmt8Input = (value: string) =>
  new Date(`${value.trim().replace(" ", "T")}:00+08:00`).toISOString();

/** The check of a GMT+8 wall-time field. */
export const gmt8WallTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, { message: "validation.format" });
