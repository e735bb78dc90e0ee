import type { ContentItemRow } from "../repo/content-item.repo.js";
import type { TranslationRow } from "../repo/translation.repo.js";

/** What a revision row keeps of the item: its fields and every translation's source texts. */
export interface ContentSnapshot {
  kind: string;
  webType: number | null;
  category: string | null;
  tags: string[];
  coverUrl: string | null;
  state: string;
  publishAt: string | null;
  translations: Record<string, { slug: string; title: string; summary: string; bodyMarkdown: string }>;
}

export function snapshotOf(item: ContentItemRow, translations: readonly TranslationRow[]): ContentSnapshot {
  return {
    kind: item.kind,
    webType: item.webType,
    category: item.category,
    tags: item.tags,
    coverUrl: item.coverUrl,
    state: item.state,
    publishAt: item.publishAt ? item.publishAt.toISOString() : null,
    translations: Object.fromEntries(
      translations.map((t) => [
        t.language,
        { slug: t.slug, title: t.title, summary: t.summary, bodyMarkdown: t.bodyMarkdown },
      ]),
    ),
  };
}

const ITEM_FIELDS = ["webType", "category", "tags", "coverUrl", "state", "publishAt"] as const;
const TEXT_FIELDS = ["slug", "title", "summary", "bodyMarkdown"] as const;

/**
 * The fields that differ between two snapshots, as the revision list names them: "coverUrl",
 * "en.title", "tw.bodyMarkdown", "jp" (a language added or removed) …
 */
export function changedFields(before: ContentSnapshot | null, after: ContentSnapshot): string[] {
  const changed: string[] = [];
  for (const f of ITEM_FIELDS) {
    if (JSON.stringify(before?.[f] ?? null) !== JSON.stringify(after[f])) changed.push(f);
  }
  const languages = new Set([...Object.keys(before?.translations ?? {}), ...Object.keys(after.translations)]);
  for (const language of [...languages].sort()) {
    const a = before?.translations[language];
    const b = after.translations[language];
    if (!a || !b) {
      if (before) changed.push(language);
      if (!before) for (const f of TEXT_FIELDS) changed.push(`${language}.${f}`);
      continue;
    }
    for (const f of TEXT_FIELDS) if (a[f] !== b[f]) changed.push(`${language}.${f}`);
  }
  return changed;
}
