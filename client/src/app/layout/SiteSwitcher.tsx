import { ActionIcon, Anchor, Group, Menu, Stack, Text, Tooltip } from "@mantine/core";
import { IconApps, IconCheck } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { SITE_KEYS, SITE_REGISTRY, sitePath, type SiteKey } from "@vitrine/schema";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { useSite } from "../../shared/sites/useSite";
import { SiteMark } from "../../shared/sites/SiteLogo";
import { LogoMark } from "../../shared/ui/Logo";

/** Each site's one-line description (message ids by value, so every id can be checked). */
const SITE_DESCRIPTION: Readonly<Record<SiteKey, string>> = {
  portal: "site.portal.description",
  marketplace: "site.marketplace.description",
  star: "site.star.description",
  art: "site.art.description",
};

/** The header's menu of the platform's sites (one account signs in to all of them). */
export function SiteSwitcher() {
  const intl = useIntl();
  const { locale } = useLocale();
  const current = useSite();
  const label = intl.formatMessage({ id: "site.switcher" });
  return (
    <Menu position="bottom-end" width={280} withinPortal>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} data-testid="site-switcher">
            <IconApps size={20} />
          </ActionIcon>
        </Tooltip>
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

/** The sites as a row of links (footer and phone drawer). */
export function SiteLinks({ onNavigate, testIdPrefix }: { onNavigate?: () => void; testIdPrefix: string }) {
  const { locale } = useLocale();
  const current = useSite();
  return (
    <Group gap="md" wrap="wrap" data-testid={`${testIdPrefix}sites`}>
      {SITE_KEYS.map((key) => (
        <Anchor
          key={key}
          component={Link}
          to={sitePath(key, locale)}
          onClick={onNavigate}
          size="sm"
          c={key === current.key ? "vitrine.3" : "dimmed"}
          fw={key === current.key ? 600 : 400}
          aria-current={key === current.key ? "page" : undefined}
          underline="never"
          data-testid={`${testIdPrefix}site-${key}`}
        >
          {SITE_REGISTRY[key].name}
        </Anchor>
      ))}
    </Group>
  );
}
