import { Button, Menu } from "@mantine/core";
import { IconCheck, IconChevronDown, IconLanguage } from "@tabler/icons-react";
import { useIntl } from "react-intl";
import { LOCALE_NAMES, type Locale } from "@vitrine/schema";
import { useLocale } from "../../shared/i18n/LocaleContext";

/** The order the spec lists the languages in the menu (§2): tw, en, cn, jp, kr. */
export const MENU_LOCALES: readonly Locale[] = ["tw", "en", "cn", "jp", "kr"];

/**
 * Language menu (header and footer). Choosing a language rewrites the route prefix and stores the
 * cookie. `testIdPrefix` keeps the header's selectors (language-menu, language-option-<code>) unique.
 */
export function LanguageMenu({
  testIdPrefix = "",
  position = "bottom-end",
  variant = "subtle",
}: {
  testIdPrefix?: string;
  position?: "bottom-end" | "top-start" | "top-end";
  variant?: "subtle" | "default";
}) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <Menu position={position} width={180} shadow="md">
      <Menu.Target>
        <Button
          variant={variant}
          color="gray"
          size="sm"
          leftSection={<IconLanguage size={16} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={intl.formatMessage({ id: "nav.language" })}
          data-testid={`${testIdPrefix}language-menu`}
        >
          {LOCALE_NAMES[locale]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{intl.formatMessage({ id: "nav.language" })}</Menu.Label>
        {MENU_LOCALES.map((code) => (
          <Menu.Item
            key={code}
            data-testid={`${testIdPrefix}language-option-${code}`}
            lang={code}
            aria-current={code === locale ? "true" : undefined}
            rightSection={code === locale ? <IconCheck size={14} /> : null}
            onClick={() => setLocale(code)}
          >
            {LOCALE_NAMES[code]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
