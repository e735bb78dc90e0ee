import { lazy, Suspense, useState, type ComponentPropsWithRef } from "react";
import { Button } from "@mantine/core";
import { IconChevronDown, IconLanguage } from "@tabler/icons-react";
import { useIntl } from "react-intl";
import { LOCALE_NAMES, type Locale } from "@vitrine/schema";
import { withChunkReload } from "../../shared/chunkReload";
import { useLocale } from "../../shared/i18n/LocaleContext";

/** The order the spec lists the languages in the menu (§2): tw, en, cn, jp, kr. */
export const MENU_LOCALES: readonly Locale[] = ["tw", "en", "cn", "jp", "kr"];

export interface LanguageMenuProps {
  testIdPrefix?: string;
  position?: "bottom-end" | "top-start" | "top-end";
  variant?: "subtle" | "default";
}

const loadDropdown = withChunkReload(() => import("./LanguageMenuDropdown"));
const LanguageMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.LanguageMenuDropdown })));

/** The menu's button: the current language. Menu.Target gives it its ref and handlers once loaded. */
export function LanguageButton({
  testIdPrefix = "",
  variant = "subtle",
  ...rest
}: Pick<LanguageMenuProps, "testIdPrefix" | "variant"> & ComponentPropsWithRef<"button">) {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <Button
      {...rest}
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
  );
}

/**
 * Language menu (header and footer). Choosing a language rewrites the route prefix and stores the
 * cookie. `testIdPrefix` keeps the header's selectors (language-menu, language-option-<code>) unique.
 * Until someone reaches for it, it is only its button: the menu's code (Mantine's Menu, popover and
 * floating-ui) loads at the first hover or focus and opens on the click that asked for it.
 */
export function LanguageMenu(props: LanguageMenuProps) {
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadDropdown().catch(() => undefined);
  const button = (
    <LanguageButton
      testIdPrefix={props.testIdPrefix}
      variant={props.variant}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenuDropdown {...props} defaultOpened />
    </Suspense>
  );
}
