import { z } from "zod";

/**
 * A form schema that depends on the time of validation (closing times, deadlines): `build(now)` is
 * made afresh on every validation, so a form left open keeps checking against the present.
 */
export function schemaAt<T extends z.ZodType>(build: (now: number) => T, clock: () => number = Date.now) {
  return z.custom<z.input<T>>().transform((value, ctx): z.output<T> => {
    const result = build(clock()).safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });
}

/** The first message per field of `values` under `schema` (empty when valid), as use-form keeps them. */
export function fieldErrors<F extends string>(
  schema: z.ZodType,
  values: unknown,
): Partial<Record<F, string>> {
  const result = schema.safeParse(values);
  const errors: Partial<Record<F, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") as F;
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** Forwards the issues of a rule checked on one field into an object's refinement. */
export function forwardIssues(
  ctx: z.RefinementCtx,
  result: z.ZodSafeParseResult<unknown>,
  path: PropertyKey[],
) {
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: "custom", path: [...path, ...issue.path], message: issue.message });
  }
}
