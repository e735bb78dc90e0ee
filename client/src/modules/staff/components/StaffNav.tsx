import { Alert, Anchor, Stack, Title } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { useViewer } from "../../accounts";
import { twoFactorSettingsUrl } from "../urls";
import { STAFF_SECTIONS, type StaffSection } from "./staffSections";

export type { StaffSection } from "./staffSections";

/**
 * A staff page's heading (the console's sidebar, StaffLayout, lists the pages this staff member's
 * roles open; the gateway refuses the rest with 2017 anyway). Staff without 2FA are told that every
 * staff operation needs it (2055).
 */
export function StaffNav({ current }: { current: StaffSection }) {
  const { locale } = useLocale();
  const { viewer } = useViewer();
  return (
    <Stack gap="sm">
      <Title order={1} size="h2" data-testid="staff-page-title">
        <FormattedMessage id={STAFF_SECTIONS[current].title} />
      </Title>
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
