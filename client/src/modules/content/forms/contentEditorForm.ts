import { contentItemRule, DEFAULT_LOCALE, LOCALES, type Locale } from "@vitrine/schema";
import type { ContentItemInput, ContentKind, StaffContentItemFieldsFragment } from "../../../gql/graphql";

export interface TranslationValues {
  slug: string;
  title: string;
  summary: string;
  bodyMarkdown: string;
}

export interface ContentEditorValues {
  kind: ContentKind;
  /** "3" portal or "4" marketplace; announcements only. */
  webType: string;
  category: string;
  tags: string[];
  coverUrl: string | null;
  translations: Record<Locale, TranslationValues>;
}

const emptyTranslation = (): TranslationValues => ({ slug: "", title: "", summary: "", bodyMarkdown: "" });

export function emptyContentForm(kind: ContentKind = "ANNOUNCEMENT"): ContentEditorValues {
  return {
    kind,
    webType: "3",
    category: "",
    tags: [],
    coverUrl: null,
    translations: Object.fromEntries(LOCALES.map((l) => [l, emptyTranslation()])) as Record<
      Locale,
      TranslationValues
    >,
  };
}

/** A saved item as the editor's values (languages it lacks stay empty). */
export function contentFormFrom(item: StaffContentItemFieldsFragment): ContentEditorValues {
  const values = emptyContentForm(item.kind);
  values.webType = String(item.webType ?? 3);
  values.category = item.category ?? "";
  values.tags = [...item.tags];
  values.coverUrl = item.coverUrl ?? null;
  for (const t of item.translations) {
    if ((LOCALES as readonly string[]).includes(t.language))
      values.translations[t.language as Locale] = {
        slug: t.slug,
        title: t.title,
        summary: t.summary,
        bodyMarkdown: t.bodyMarkdown,
      };
  }
  return values;
}

/** A slug from a Latin title ("Server maintenance on 1 Dec" → "server-maintenance-on-1-dec"). */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** A language is saved when it is tw (always) or any of its fields has text. */
export const hasTranslation = (values: ContentEditorValues, language: Locale) =>
  language === DEFAULT_LOCALE || Object.values(values.translations[language]).some((v) => v.trim() !== "");

/**
 * The editor's values as the saveContentItem input. An empty slug is made from the title (else from
 * the tw slug and the language, e.g. "launch-week-en"; for tw from the kind and the time).
 */
export function toContentInput(
  values: ContentEditorValues,
  id: string | null,
  expectedRevision: number | null,
): ContentItemInput {
  // A tw title in Chinese gives no slug: the kind and the time make one ("news-mi3k2x1a").
  const twSlug =
    values.translations.tw.slug.trim() ||
    slugify(values.translations.tw.title) ||
    (values.translations.tw.title.trim()
      ? `${values.kind.toLowerCase().replace(/_/g, "-")}-${Date.now().toString(36)}`
      : "");
  const translations = LOCALES.filter((l) => hasTranslation(values, l)).map((language) => {
    const t = values.translations[language];
    const fallbackSlug = language === DEFAULT_LOCALE ? twSlug : twSlug ? `${twSlug}-${language}` : "";
    return {
      language,
      slug: (t.slug.trim() || slugify(t.title) || fallbackSlug).slice(0, 120),
      title: t.title.trim(),
      summary: t.summary.trim(),
      bodyMarkdown: t.bodyMarkdown,
    };
  });
  return {
    id,
    expectedRevision: id ? expectedRevision : null,
    kind: values.kind,
    webType: values.kind === "ANNOUNCEMENT" ? Number(values.webType) : null,
    category: values.category.trim() || null,
    tags: values.tags.map((t) => t.trim()).filter(Boolean),
    coverUrl: values.coverUrl,
    translations,
  };
}

/**
 * The shared rule (schema/src/rules/content.ts) checked on what would be sent; its issues are put on
 * the editor's fields (translations.<n>.title → translations.<language>.title).
 */
export function validateContentForm(values: ContentEditorValues): Record<string, string> {
  const input = toContentInput(values, null, null);
  const result = contentItemRule.safeParse(input);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const [first, index, ...rest] = issue.path;
    let field = issue.path.join(".");
    if (first === "translations" && typeof index === "number") {
      field = ["translations", input.translations[index]!.language, ...rest].join(".");
    } else if (first === "translations") field = "translations.tw.title";
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
