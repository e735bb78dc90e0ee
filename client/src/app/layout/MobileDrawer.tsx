import type { ComponentType } from "react";
import { Button, Divider, Drawer, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconUser } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { LOCALE_NAMES } from "@vitrine/schema";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { SiteLogo } from "../../shared/sites/SiteLogo";
import { useSite } from "../../shared/sites/useSite";
import type { AvatarMenuUser } from "./AvatarMenu";
import { DrawerAccountLinks } from "./DrawerAccountLinks";
import { DrawerNavLinks } from "./DrawerNavLinks";
import { MENU_LOCALES } from "./LanguageMenu";
import { SiteLinks } from "./SiteSwitcher";

/** A header navigation entry: a link, or an action (the About overlay). */
export type NavItem = {
  key: string;
  labelId: string;
  icon: ComponentType<{ size?: number }>;
} & ({ to: string } | { onClick: () => void });

/**
 * The phone header's drawer (at MOBILE_MAX_WIDTH_PX or less): the navigation (with the content pages
 * under "News & guides"), the platform's sites, the languages and the
 * login button or the account links. A chunk of its own, loaded when the burger is first pressed.
 */
export function MobileDrawer({
  opened,
  onClose,
  navItems,
  moreItems,
  user,
  onLogin,
}: {
  opened: boolean;
  onClose: () => void;
  navItems: readonly NavItem[];
  /** The content pages, under the "News & guides" heading. */
  moreItems: readonly NavItem[];
  user: AvatarMenuUser | null | undefined;
  onLogin: () => void;
}) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const site = useSite();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="80%"
      title={<SiteLogo site={site} size={22} />}
      closeButtonProps={{ "aria-label": intl.formatMessage({ id: "common.close" }) }}
      data-testid="mobile-drawer"
    >
      <Stack gap="xs">
        <DrawerNavLinks items={navItems} onClose={onClose} />
        <Divider my="xs" />
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          <FormattedMessage id="nav.more" />
        </Text>
        <DrawerNavLinks items={moreItems} onClose={onClose} />
        <Divider my="xs" />
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          <FormattedMessage id="site.switcher" />
        </Text>
        <SiteLinks onNavigate={onClose} testIdPrefix="drawer-" />
        <Divider my="xs" />
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          <FormattedMessage id="nav.language" />
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          {MENU_LOCALES.map((code) => (
            <Button
              key={code}
              size="xs"
              variant={code === locale ? "light" : "default"}
              data-testid={`drawer-language-option-${code}`}
              lang={code}
              onClick={() => {
                onClose();
                setLocale(code);
              }}
            >
              {LOCALE_NAMES[code]}
            </Button>
          ))}
        </SimpleGrid>
        <Divider my="xs" />
        {user ? (
          <DrawerAccountLinks user={user} onNavigate={onClose} />
        ) : (
          <Button
            fullWidth
            leftSection={<IconUser size={16} />}
            data-testid="drawer-login-button"
            onClick={() => {
              onClose();
              onLogin();
            }}
          >
            <FormattedMessage id="header.login" />
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
