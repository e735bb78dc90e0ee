import { z } from "zod";

/**
 * One rule, another wording: the same model with some of its messages replaced (a form whose copy
 * names the field, e.g. "wallet.card.unitsRange" for "validation.outOfRange"). Parsing, transforms
 * and the output type stay the rule's own.
 */
export function relabel<T extends z.ZodType>(rule: T, messages: Readonly<Record<string, string>>) {
  return z.custom<z.input<T>>().transform((value, ctx): z.output<T> => {
    const result = rule.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: "custom", path: issue.path, message: messages[issue.message] ?? issue.message });
    }
    return z.NEVER;
  });
}
