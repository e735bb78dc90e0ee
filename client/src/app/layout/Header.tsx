import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  NavLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconBuildingStore,
  IconCompass,
  IconHelpCircle,
  IconInfoCircle,
  IconSparkles,
  IconUser,
} from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { LOCALE_NAMES } from "@vitrine/schema";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { useIsMobile } from "../../shared/ui/useIsMobile";
import { useAppInfo } from "../../shared/app-info/useAppInfo";
import { Logo } from "../../shared/ui/Logo";
import { AvatarMenu } from "./AvatarMenu";
import { DrawerAccountLinks } from "./DrawerAccountLinks";
import { useLoginDialog } from "../../modules/accounts/hooks/useLoginDialog";
import { useViewer } from "../../modules/accounts/hooks/useViewer";
import { useAboutOverlay } from "../../modules/content/hooks/useAboutOverlay";
import { exploreUrl, homeUrl } from "../../modules/home/urls";
import { faqUrl } from "../../modules/content/urls";
import { marketplaceUrl } from "../../modules/market/urls";
import { releasesUrl } from "../../modules/primary/urls";
import { HeaderSearch } from "./HeaderSearch";
import { LanguageMenu, MENU_LOCALES } from "./LanguageMenu";
import classes from "./Header.module.css";

/**
 * Site header (spec §2): logo, search, nav (About overlay, Explore anchor, FAQ), language menu and
 * login/avatar. At MOBILE_MAX_WIDTH_PX or less the controls move into a drawer; the maintenance flag
 * hides nav, language and login.
 */
export function Header() {
  const intl = useIntl();
  // The header's `me` is the app's one session request (cache-first everywhere else).
  const { viewer: user, loading: sessionLoading } = useViewer();
  const { locale, setLocale } = useLocale();
  const isMobile = useIsMobile();
  const { maintenance } = useAppInfo();
  const openLogin = useLoginDialog();
  const openAbout = useAboutOverlay();
  const [drawerOpened, drawer] = useDisclosure(false);

  const showControls = !maintenance;

  const navItems = [
    { key: "about", labelId: "nav.about", icon: IconInfoCircle, onClick: openAbout },
    { key: "explore", labelId: "nav.explore", icon: IconCompass, to: exploreUrl(locale) },
    { key: "releases", labelId: "nav.releases", icon: IconSparkles, to: releasesUrl(locale) },
    { key: "marketplace", labelId: "nav.marketplace", icon: IconBuildingStore, to: marketplaceUrl(locale) },
    { key: "faq", labelId: "nav.faq", icon: IconHelpCircle, to: faqUrl(locale) },
  ] as const;

  return (
    <Box component="header" className={classes.header}>
      <Container className={classes.inner}>
        <Anchor
          component={Link}
          to={homeUrl(locale)}
          className={classes.logo}
          aria-label={intl.formatMessage({ id: "header.logoLabel" })}
          data-testid="header-logo"
        >
          <Logo size={isMobile ? 24 : 28} />
        </Anchor>

        <Box className={classes.search}>
          <HeaderSearch />
        </Box>

        {showControls && !isMobile && (
          <Group
            gap={4}
            wrap="nowrap"
            ml="auto"
            component="nav"
            aria-label={intl.formatMessage({ id: "nav.main" })}
          >
            {navItems.map((item) =>
              "to" in item ? (
                <Button
                  key={item.key}
                  component={Link}
                  to={item.to}
                  variant="subtle"
                  color="gray"
                  className={classes.navLink}
                >
                  <FormattedMessage id={item.labelId} />
                </Button>
              ) : (
                <Button
                  key={item.key}
                  variant="subtle"
                  color="gray"
                  className={classes.navLink}
                  onClick={item.onClick}
                >
                  <FormattedMessage id={item.labelId} />
                </Button>
              ),
            )}
            <LanguageMenu />
            {user ? (
              <AvatarMenu user={user} />
            ) : sessionLoading ? (
              // Until `me` answers (first load, or the store reset after logout) neither "Log in" nor the
              // avatar is right: a signed-in user must not see "Log in" flash, nor click it mid-sign-out.
              <Skeleton height={36} width={120} radius="sm" ml={4} data-testid="session-loading" />
            ) : (
              <Button
                data-testid="login-button"
                leftSection={<IconUser size={16} />}
                onClick={() => openLogin()}
                ml={4}
              >
                <FormattedMessage id="header.login" />
              </Button>
            )}
          </Group>
        )}

        {showControls && isMobile && (
          <Burger
            ml="auto"
            opened={drawerOpened}
            onClick={drawer.toggle}
            size="sm"
            aria-label={intl.formatMessage({ id: "nav.menu" })}
            data-testid="header-burger"
          />
        )}
      </Container>

      {showControls && (
        <Drawer
          opened={drawerOpened && isMobile}
          onClose={drawer.close}
          position="right"
          size="80%"
          title={<Logo size={22} />}
          closeButtonProps={{ "aria-label": intl.formatMessage({ id: "common.close" }) }}
          data-testid="mobile-drawer"
        >
          <Stack gap="xs">
            {navItems.map((item) => {
              const Icon = item.icon;
              return "to" in item ? (
                <NavLink
                  key={item.key}
                  component={Link}
                  to={item.to}
                  label={intl.formatMessage({ id: item.labelId })}
                  leftSection={<Icon size={18} />}
                  onClick={drawer.close}
                />
              ) : (
                <NavLink
                  key={item.key}
                  component="button"
                  label={intl.formatMessage({ id: item.labelId })}
                  leftSection={<Icon size={18} />}
                  onClick={() => {
                    drawer.close();
                    item.onClick();
                  }}
                />
              );
            })}
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
                    drawer.close();
                    setLocale(code);
                  }}
                >
                  {LOCALE_NAMES[code]}
                </Button>
              ))}
            </SimpleGrid>
            <Divider my="xs" />
            {user ? (
              <DrawerAccountLinks user={user} onNavigate={drawer.close} />
            ) : (
              <Button
                fullWidth
                leftSection={<IconUser size={16} />}
                data-testid="drawer-login-button"
                onClick={() => {
                  drawer.close();
                  openLogin();
                }}
              >
                <FormattedMessage id="header.login" />
              </Button>
            )}
          </Stack>
        </Drawer>
      )}
    </Box>
  );
}
