import { Group, SegmentedControl, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { staffChainUrl, staffKycUrl, staffWithdrawalsUrl } from "../urls";

export type StaffSection = "kyc" | "withdrawals" | "chain";

const SECTIONS = {
  kyc: { title: "staff.kyc.title", label: "staff.nav.kyc", url: staffKycUrl },
  withdrawals: { title: "staff.withdrawals.title", label: "staff.nav.withdrawals", url: staffWithdrawalsUrl },
  chain: { title: "staff.chain.title", label: "staff.nav.chain", url: staffChainUrl },
} as const;

/** The staff area's heading with its two queues and the chain status. */
export function StaffNav({ current }: { current: StaffSection }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  return (
    <Group justify="space-between" align="center" wrap="wrap">
      <Title order={1} size="h2">
        <FormattedMessage id={SECTIONS[current].title} />
      </Title>
      <SegmentedControl
        value={current}
        onChange={(value) => void navigate(SECTIONS[value as StaffSection].url(locale))}
        data={(Object.keys(SECTIONS) as StaffSection[]).map((section) => ({
          value: section,
          label: intl.formatMessage({ id: SECTIONS[section].label }),
        }))}
        data-testid="staff-nav"
      />
    </Group>
  );
}
