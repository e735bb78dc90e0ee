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
  const set = (error: unknown) => error != null && error !== false;
  return fields.some((field) => {
    if (!field.endsWith(".*")) return set(errors[pathIn(field, locale)]);
    const prefix = `${pathIn(field.slice(0, -2), locale)}.`;
    return Object.entries(errors).some(([path, error]) => path.startsWith(prefix) && set(error));
  });
}

/**
 * Tabs tw/cn/en/jp/kr around the per-language text fields of a staff form. `fields` are the form's
 * per-language fields (`names` for `names.tw` …, `stamps.0.names`, `texts.{locale}.title`, or
 * `translations.{locale}.*` for every field under it): a tab whose language holds an error is marked,
 * so a required text left empty in a tab not shown is still found. `value`/`onChange` make the shown
 * tab the caller's (to show the language of an error), `strong` sets a language's name in bold.
 */
export function LocaleTextTabs({
  errors,
  fields,
  children,
  panelPadding = "sm",
  keepMounted,
  value,
  onChange,
  strong,
  testId,
}: {
  errors: Record<string, unknown>;
  fields: readonly string[];
  children: (locale: Locale) => ReactNode;
  panelPadding?: string;
  /** False renders only the shown tab's fields. */
  keepMounted?: boolean;
  value?: Locale;
  onChange?: (locale: Locale) => void;
  strong?: (locale: Locale) => boolean;
  testId?: string;
}) {
  const intl = useIntl();
  const marker = intl.formatMessage({ id: "forms.tabHasErrors" });
  return (
    <Tabs
      defaultValue="tw"
      value={value}
      onChange={onChange ? (v) => v && onChange(v as Locale) : undefined}
      keepMounted={keepMounted}
      data-testid={testId}
    >
      <Tabs.List>
        {LOCALES.map((l) => {
          const invalid = localeHasError(errors, fields, l);
          return (
            <Tabs.Tab
              key={l}
              value={l}
              color={invalid ? "red" : undefined}
              fw={strong ? (strong(l) ? 700 : 400) : undefined}
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
