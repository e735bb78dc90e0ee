import { Alert, Anchor, Group, ScrollArea, SegmentedControl, Stack, Title } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { useViewer } from "../../accounts";
import { twoFactorSettingsUrl } from "../urls";
import { STAFF_SECTIONS, sectionsFor, type StaffSection } from "./staffSections";

export type { StaffSection } from "./staffSections";

/**
 * The staff area's heading and the pages this staff member's roles open (the gateway refuses the
 * rest with 2017 anyway). Staff without 2FA are told that every staff operation needs it (2055).
 */
export function StaffNav({ current }: { current: StaffSection }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const visible = sectionsFor(viewer?.staffRoles ?? []);
  const sections = visible.includes(current) ? visible : [current, ...visible];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h2">
          <FormattedMessage id={STAFF_SECTIONS[current].title} />
        </Title>
        <ScrollArea type="never" maw="100%">
          <SegmentedControl
            value={current}
            onChange={(value) => void navigate(STAFF_SECTIONS[value as StaffSection].url(locale))}
            data={sections.map((section) => ({
              value: section,
              label: intl.formatMessage({ id: STAFF_SECTIONS[section].label }),
            }))}
            data-testid="staff-nav"
          />
        </ScrollArea>
      </Group>
      {viewer && !viewer.twoFactorEnabled ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconShieldLock size={18} />}
          title={<FormattedMessage id="staff.twoFactor.title" />}
          data-testid="staff-two-factor-required"
        >
          <FormattedMessage id="staff.twoFactor.body" />{" "}
          <Anchor component={Link} to={twoFactorSettingsUrl(locale)} data-testid="staff-two-factor-link">
            <FormattedMessage id="staff.twoFactor.link" />
          </Anchor>
        </Alert>
      ) : null}
    </Stack>
  );
}
