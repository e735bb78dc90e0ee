import { BROADCAST_MAX, LOCALES, broadcastRule, type BroadcastSegment, type Locale } from "@vitrine/schema";

export interface BroadcastValues {
  segment: BroadcastSegment;
  locale: Locale | null;
  texts: Record<Locale, { title: string; body: string }>;
  path: string;
}

export const emptyBroadcast = (): BroadcastValues => ({
  segment: "ALL",
  locale: null,
  texts: Object.fromEntries(LOCALES.map((l) => [l, { title: "", body: "" }])) as BroadcastValues["texts"],
  path: "",
});

/**
 * The form's problems by field (message keys), from the same rule the gateway parses with
 * (schema/src/rules/notices.ts); empty when it may be sent.
 */
export function broadcastProblems(values: BroadcastValues): Record<string, string> {
  const parsed = broadcastRule.safeParse({ ...values, path: values.path.trim() || null });
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join(".");
    if (problems[field]) continue;
    if (issue.code === "too_small") problems[field] = "validation.required";
    else if (issue.code === "too_big") problems[field] = "validation.tooLong";
    else if (field === "path") problems[field] = "staff.broadcast.pathInvalid";
    else problems[field] = "validation.required";
  }
  return problems;
}

export { BROADCAST_MAX };
