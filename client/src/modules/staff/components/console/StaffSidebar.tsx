import { NavLink, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { useLocale } from "../../../../shared/i18n/LocaleContext";
import { useViewer } from "../../../accounts";
import { STAFF_SECTIONS, sectionsFor } from "../staffSections";

/**
 * The console's navigation: every staff page the viewer's roles open (staffSections.ts, in its order);
 * the gateway refuses the rest anyway. Used by the sidebar and by the phone drawer.
 */
export function StaffSidebar({ testId, onNavigate }: { testId: string; onNavigate?: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const { viewer } = useViewer();
  const sections = sectionsFor(viewer?.staffRoles ?? []);
  return (
    <Stack gap={2} p="xs" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} px="sm" pt="xs" pb={4}>
        <FormattedMessage id="staff.console.pages" />
      </Text>
      {sections.map((section) => {
        const url = STAFF_SECTIONS[section].url(locale);
        const active = pathname === url || pathname.startsWith(`${url}/`);
        return (
          <NavLink
            key={section}
            component={Link}
            to={url}
            active={active}
            label={intl.formatMessage({ id: STAFF_SECTIONS[section].label })}
            onClick={onNavigate}
            variant="light"
            style={{ borderRadius: "var(--mantine-radius-md)" }}
            data-testid={`staff-nav-${section}`}
          />
        );
      })}
    </Stack>
  );
}
