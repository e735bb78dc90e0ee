import { Menu } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useIntl } from "react-intl";
import { LOCALE_NAMES } from "@vitrine/schema";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { LanguageButton, MENU_LOCALES, type LanguageMenuProps } from "./LanguageMenu";

/**
 * The language menu itself (Mantine's Menu, its popover and floating-ui): a chunk of its own that
 * LanguageMenu loads at the first hover, focus or click, and shows open when a click asked for it.
 */
export function LanguageMenuDropdown({
  testIdPrefix = "",
  position = "bottom-end",
  variant = "subtle",
  defaultOpened = false,
}: LanguageMenuProps & { defaultOpened?: boolean }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <Menu position={position} width={180} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton testIdPrefix={testIdPrefix} variant={variant} />
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
