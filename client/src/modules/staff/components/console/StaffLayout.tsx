import { Suspense } from "react";
import { Anchor, Box, Burger, Drawer, Group, ScrollArea, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, Outlet, ScrollRestoration } from "react-router";
import { useLocale } from "../../../../shared/i18n/LocaleContext";
import { Logo } from "../../../../shared/ui/Logo";
import { PageLoader } from "../../../../app/layout/PageLoader";
import { AvatarMenu } from "../../../../app/layout/AvatarMenu";
import { LanguageMenu } from "../../../../app/layout/LanguageMenu";
import { useViewer } from "../../../accounts";
import { homeUrl } from "../../../home";
import { staffHomeUrl } from "../../urls";
import { StaffSidebar } from "./StaffSidebar";

const SIDEBAR_WIDTH = 240;

/**
 * /{lang}/admin: the staff console's own frame — a top bar (console name, language, account menu,
 * a way back to the site), a sidebar with the pages this staff member's roles open (staffSections.ts)
 * and the page. Below the `sm` breakpoint the sidebar becomes a drawer opened by the burger.
 */
export function StaffLayout() {
  const intl = useIntl();
  const { locale } = useLocale();
  const { viewer } = useViewer();
  const [opened, drawer] = useDisclosure(false);
  const isStaff = viewer?.role === "staff";

  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }} data-testid="staff-layout">
      <Box
        component="header"
        px="md"
        py="xs"
        bg="dark.8"
        style={{
          borderBottom: "1px solid var(--mantine-color-dark-5)",
          position: "sticky",
          top: 0,
          zIndex: 100,
        }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            {isStaff ? (
              <Burger
                hiddenFrom="sm"
                opened={opened}
                onClick={drawer.toggle}
                size="sm"
                aria-label={intl.formatMessage({ id: "staff.console.menu" })}
                data-testid="staff-burger"
              />
            ) : null}
            <Anchor component={Link} to={homeUrl(locale)} data-testid="staff-site-link" lh={0}>
              <Logo size={24} />
            </Anchor>
            <Anchor
              component={Link}
              to={staffHomeUrl(locale)}
              c="white"
              fw={700}
              size="sm"
              underline="never"
              visibleFrom="xs"
              data-testid="staff-console-title"
            >
              <FormattedMessage id="staff.console.title" />
            </Anchor>
          </Group>
          {/* On phones the language and the way back are in the drawer, so the bar fits 375 px. */}
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            <Anchor component={Link} to={homeUrl(locale)} size="sm" c="dimmed" visibleFrom="sm" mr="xs">
              <FormattedMessage id="staff.console.backToSite" />
            </Anchor>
            <Box visibleFrom="sm">
              <LanguageMenu />
            </Box>
            {viewer ? <AvatarMenu user={viewer} /> : null}
          </Group>
        </Group>
      </Box>
      <Box style={{ flex: 1, display: "flex", minWidth: 0 }}>
        {isStaff ? (
          <Box
            component="nav"
            visibleFrom="sm"
            w={SIDEBAR_WIDTH}
            bg="dark.8"
            aria-label={intl.formatMessage({ id: "staff.console.nav" })}
            style={{ flexShrink: 0, borderRight: "1px solid var(--mantine-color-dark-5)" }}
          >
            <ScrollArea h="calc(100vh - 52px)" style={{ position: "sticky", top: 52 }}>
              <StaffSidebar testId="staff-nav" />
            </ScrollArea>
          </Box>
        ) : null}
        <Box component="main" px={{ base: "sm", sm: "lg" }} pt="lg" pb="xl" style={{ flex: 1, minWidth: 0 }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      {isStaff ? (
        <Drawer
          opened={opened}
          onClose={drawer.close}
          size={280}
          title={
            <Text fw={700}>
              <FormattedMessage id="staff.console.title" />
            </Text>
          }
          data-testid="staff-drawer"
        >
          <StaffSidebar testId="staff-drawer-nav" onNavigate={drawer.close} />
          <Group justify="space-between" px="sm" mt="md">
            <Anchor component={Link} to={homeUrl(locale)} size="sm" onClick={drawer.close}>
              <FormattedMessage id="staff.console.backToSite" />
            </Anchor>
            <LanguageMenu testIdPrefix="staff-drawer-language" />
          </Group>
        </Drawer>
      ) : null}
      <ScrollRestoration />
    </Box>
  );
}
