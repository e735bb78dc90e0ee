import { MAX_NUMBER } from "@vitrine/schema";
import type { z } from "zod";

/*
 * One mapper from a zod (v4) issue to what a DATA_ERROR carries in `extensions.data`: the input at
 * fault (`field`), a `reason` that is always a locale key present in all five locale files, and the
 * `params` of that key's placeholders. zod's own English ("Too big: expected string to have <=200
 * characters") never reaches a caller. docs/ERRORS.md lists the reasons.
 */

/** Every reason this mapper derives itself (a rule's own key passes through unchanged). */
export const ZOD_REASONS = [
  "validation.required",
  "validation.tooLong",
  "validation.tooShort",
  "validation.tooLarge",
  "validation.outOfRange",
  "validation.negative",
  "validation.email",
  "validation.format",
  "validation.type",
  "validation.oneOf",
  "validation.wholeNumber",
  "validation.invalid",
] as const;

export type ZodReasonKey = (typeof ZOD_REASONS)[number];

export interface IssueData {
  /** The input at fault as the services name it: the first segment of the issue's path. */
  field: string;
  /** The whole path when it is deeper than one segment (`pool.0.weight`). */
  path?: string;
  /** A locale key: one of ZOD_REASONS, or the rule's own key (`market.sell.priceInvalid`). */
  reason: string;
  /** Values for the reason's placeholders, and the bound that was crossed (`{ max: 200 }`). */
  params?: Record<string, string | number>;
}

/** A message the rule wrote as a locale key (`validation.tooLong`, `market.bid.tooLow`), not prose. */
const LOCALE_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

export function isLocaleKey(message: unknown): message is string {
  return typeof message === "string" && LOCALE_KEY.test(message);
}

function bound(value: number | bigint): number | string {
  return typeof value === "bigint"
    ? value <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(value)
      : value.toString()
    : value;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const segment of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** A custom issue's own params (`ctx.addIssue({ params: { min } })`) that a message can show. */
function primitives(params: Record<string, unknown> | undefined): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value === "string" || typeof value === "number") out[name] = value;
  }
  return out;
}

const NUMERIC = new Set(["number", "int", "bigint"]);

/** The reason zod's issue code implies, with its params (the rule gave no key of its own). */
function derived(issue: z.core.$ZodIssue, input: unknown): Pick<IssueData, "reason" | "params"> {
  switch (issue.code) {
    case "too_big": {
      const max = bound(issue.maximum);
      if (issue.origin === "string") return { reason: "validation.tooLong", params: { max } };
      // validation.tooLarge reads "The maximum is 9999999999": only for that bound.
      if (NUMERIC.has(issue.origin) && Number(issue.maximum) === MAX_NUMBER) {
        return { reason: "validation.tooLarge", params: { max } };
      }
      return { reason: "validation.outOfRange", params: { max } };
    }
    case "too_small": {
      const min = bound(issue.minimum);
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1
          ? { reason: "validation.required" }
          : { reason: "validation.tooShort", params: { min } };
      }
      if (NUMERIC.has(issue.origin) && Number(issue.minimum) === 0) return { reason: "validation.negative" };
      if (issue.origin === "array" && Number(issue.minimum) <= 1) return { reason: "validation.required" };
      return { reason: "validation.outOfRange", params: { min } };
    }
    case "invalid_format":
      return issue.format === "email"
        ? { reason: "validation.email" }
        : { reason: "validation.format", params: { format: issue.format } };
    case "invalid_type": {
      const value = valueAt(input, issue.path);
      if (value === undefined || value === null || issue.expected === "nonoptional") {
        return { reason: "validation.required" };
      }
      if (issue.expected === "int") return { reason: "validation.wholeNumber" };
      return { reason: "validation.type", params: { expected: issue.expected } };
    }
    case "invalid_value":
      return { reason: "validation.oneOf", params: { options: issue.values.map(String).join(", ") } };
    case "not_multiple_of":
      return issue.divisor === 1 ? { reason: "validation.wholeNumber" } : { reason: "validation.invalid" };
    default:
      // custom (refine, superRefine) without a key, unions, unknown keys, map and set members.
      return { reason: "validation.invalid" };
  }
}

/**
 * The DATA_ERROR data for one zod issue. A message the rule wrote as a locale key wins (the rules in
 * schema/src/rules say `validation.tooLong`, `market.sell.priceInvalid`, …); otherwise the reason
 * comes from the issue's code. `input` is what was parsed: it tells a missing value from a wrong one.
 */
export function zodIssueData(issue: z.core.$ZodIssue | undefined, input?: unknown): IssueData {
  if (!issue) return { field: "", reason: "validation.invalid" };
  const field = String(issue.path[0] ?? "");
  const fromCode = derived(issue, input);
  const reason = isLocaleKey(issue.message) ? issue.message : fromCode.reason;
  const data: IssueData = { field, reason };
  if (issue.path.length > 1) data.path = issue.path.map(String).join(".");
  const params = { ...fromCode.params, ...(issue.code === "custom" ? primitives(issue.params) : {}) };
  if (Object.keys(params).length) data.params = params;
  return data;
}

/** The first issue of a failed parse, mapped (what parseInput and the other checks report). */
export function zodErrorData(error: z.ZodError, input?: unknown): IssueData {
  return zodIssueData(error.issues[0], input);
}
