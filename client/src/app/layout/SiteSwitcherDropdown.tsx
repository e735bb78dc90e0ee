import { Menu, Stack, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { SITE_KEYS, SITE_REGISTRY, sitePath, type SiteKey } from "@vitrine/schema";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { useSite } from "../../shared/sites/useSite";
import { SiteMark } from "../../shared/sites/SiteLogo";
import { LogoMark } from "../../shared/ui/Logo";
import { SiteSwitcherButton } from "./SiteSwitcher";

/** Each site's one-line description (message ids by value, so every id can be checked). */
const SITE_DESCRIPTION: Readonly<Record<SiteKey, string>> = {
  portal: "site.portal.description",
  marketplace: "site.marketplace.description",
  star: "site.star.description",
  art: "site.art.description",
};

/**
 * The site switcher's menu (Mantine's Menu, its popover and floating-ui): a chunk of its own that
 * SiteSwitcher loads at the first hover, focus or click, and shows open when a click asked for it.
 */
export function SiteSwitcherDropdown({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { locale } = useLocale();
  const current = useSite();
  return (
    <Menu position="bottom-end" width={280} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <SiteSwitcherButton />
      </Menu.Target>
      <Menu.Dropdown data-testid="site-switcher-menu">
        <Menu.Label>
          <FormattedMessage id="site.switcher" />
        </Menu.Label>
        {SITE_KEYS.map((key) => (
          <Menu.Item
            key={key}
            component={Link}
            to={sitePath(key, locale)}
            leftSection={key === "portal" ? <LogoMark size={22} /> : <SiteMark site={key} size={22} />}
            rightSection={key === current.key ? <IconCheck size={16} /> : null}
            aria-current={key === current.key ? "page" : undefined}
            data-testid={`site-option-${key}`}
          >
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {SITE_REGISTRY[key].name}
              </Text>
              <Text size="xs" c="dimmed">
                <FormattedMessage id={SITE_DESCRIPTION[key]} />
              </Text>
            </Stack>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
