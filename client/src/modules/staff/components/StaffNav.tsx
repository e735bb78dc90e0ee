import { Group, SegmentedControl, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { staffKycUrl, staffWithdrawalsUrl } from "../urls";

/** The staff area's heading with its two queues. */
export function StaffNav({ current }: { current: "kyc" | "withdrawals" }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  return (
    <Group justify="space-between" align="center" wrap="wrap">
      <Title order={1} size="h2">
        <FormattedMessage id={current === "kyc" ? "staff.kyc.title" : "staff.withdrawals.title"} />
      </Title>
      <SegmentedControl
        value={current}
        onChange={(value) =>
          void navigate(value === "kyc" ? staffKycUrl(locale) : staffWithdrawalsUrl(locale))
        }
        data={[
          { value: "kyc", label: intl.formatMessage({ id: "staff.nav.kyc" }) },
          { value: "withdrawals", label: intl.formatMessage({ id: "staff.nav.withdrawals" }) },
        ]}
        data-testid="staff-nav"
      />
    </Group>
  );
}
