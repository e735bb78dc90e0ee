import { Group, Stack, Textarea, TextInput } from "@mantine/core";
import type { Locale } from "@vitrine/schema";
import { LocaleTextTabs } from "./LocaleTextTabs";

/** One per-language text of a staff form: its values sit at `<field>.<locale>`. */
export interface LocaleTextField {
  field: string;
  label: string;
  max?: number;
  /** The Traditional Chinese text is required (the others stay optional). */
  required?: boolean;
  multiline?: boolean;
  /** Test id prefix: `<testId>-<locale>`. */
  testId?: string;
}

interface FormLike {
  errors: Record<string, unknown>;
  getInputProps: (path: string) => object;
}

/**
 * The five-language tabs of a staff form with their text inputs, one per field, stacked (or side by
 * side with `row`). A tab whose language holds an error is marked (LocaleTextTabs).
 */
export function LocaleTextFields({
  form,
  err,
  fields,
  row = false,
  panelPadding,
}: {
  form: FormLike;
  err: (path: string) => string | undefined;
  fields: readonly LocaleTextField[];
  row?: boolean;
  panelPadding?: string;
}) {
  const inputs = (l: Locale) =>
    fields.map((f) => {
      const path = `${f.field}.${l}`;
      const props = {
        label: f.label,
        required: f.required === true && l === "tw",
        maxLength: f.max,
        ...form.getInputProps(path),
        error: err(path),
        "data-testid": f.testId ? `${f.testId}-${l}` : undefined,
      };
      return f.multiline ? (
        <Textarea key={f.field} autosize minRows={2} {...props} />
      ) : (
        <TextInput key={f.field} {...props} />
      );
    });
  return (
    <LocaleTextTabs errors={form.errors} fields={fields.map((f) => f.field)} panelPadding={panelPadding}>
      {(l) =>
        row ? (
          <Group grow align="flex-start" wrap="wrap">
            {inputs(l)}
          </Group>
        ) : (
          <Stack gap="xs">{inputs(l)}</Stack>
        )
      }
    </LocaleTextTabs>
  );
}
