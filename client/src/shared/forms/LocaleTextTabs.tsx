import type { ReactNode } from "react";
import { Tabs } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useIntl } from "react-intl";
import { LOCALE_NAMES, LOCALES, type Locale } from "@vitrine/schema";

/** A field's path in one language: `{locale}` in it is replaced, otherwise `.<locale>` is appended. */
const pathIn = (field: string, locale: Locale) =>
  field.includes("{locale}") ? field.replace("{locale}", locale) : `${field}.${locale}`;

/** Whether a form's errors hold one for any of the fields in that language. */
export function localeHasError(errors: Record<string, unknown>, fields: readonly string[], locale: Locale) {
  return fields.some((field) => {
    const error = errors[pathIn(field, locale)];
    return error != null && error !== false;
  });
}

/**
 * Tabs tw/cn/en/jp/kr around the per-language text fields of a staff form. `fields` are the form's
 * per-language fields (`names` for `names.tw` …, `stamps.0.names`, or `texts.{locale}.title`): a tab whose language holds an
 * error is marked, so a required text left empty in a tab not shown is still found.
 */
export function LocaleTextTabs({
  errors,
  fields,
  children,
  panelPadding = "sm",
  keepMounted,
  testId,
}: {
  errors: Record<string, unknown>;
  fields: readonly string[];
  children: (locale: Locale) => ReactNode;
  panelPadding?: string;
  /** False renders only the shown tab's fields. */
  keepMounted?: boolean;
  testId?: string;
}) {
  const intl = useIntl();
  const marker = intl.formatMessage({ id: "forms.tabHasErrors" });
  return (
    <Tabs defaultValue="tw" keepMounted={keepMounted} data-testid={testId}>
      <Tabs.List>
        {LOCALES.map((l) => {
          const invalid = localeHasError(errors, fields, l);
          return (
            <Tabs.Tab
              key={l}
              value={l}
              color={invalid ? "red" : undefined}
              data-invalid={invalid || undefined}
              data-testid={testId ? `${testId}-tab-${l}` : undefined}
              rightSection={
                invalid ? (
                  <IconAlertCircle
                    size={14}
                    color="var(--mantine-color-red-6)"
                    aria-label={marker}
                    role="img"
                  />
                ) : null
              }
            >
              {LOCALE_NAMES[l]}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {LOCALES.map((l) => (
        <Tabs.Panel key={l} value={l} pt={panelPadding}>
          {children(l)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
