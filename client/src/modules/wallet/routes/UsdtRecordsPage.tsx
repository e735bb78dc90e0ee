import { Anchor, Group, Paper, Stack, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { UsdtRecordTabs } from "../components/UsdtRecords";
import { digitalWalletUrl } from "../urls";

/** /{lang}/users/usdt_Record: USDT deposits and withdrawals (?tab=withdrawals opens the second tab). */
export function UsdtRecordsPage() {
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const initial = params.get("tab") === "withdrawals" ? "withdrawals" : "deposits";
  return (
    <Stack gap="lg" data-testid="usdt-records">
      <Group justify="space-between">
        <Title order={1}>
          <FormattedMessage id="wallet.records.title" />
        </Title>
        <Anchor component={Link} to={digitalWalletUrl(locale)}>
          <Group gap={4}>
            <IconArrowLeft size={16} />
            <FormattedMessage id="wallet.back" />
          </Group>
        </Anchor>
      </Group>
      <Paper withBorder radius="lg" p="md">
        <UsdtRecordTabs initial={initial} />
      </Paper>
    </Stack>
  );
}
