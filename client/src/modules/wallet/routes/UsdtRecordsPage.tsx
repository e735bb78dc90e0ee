import { Paper, Stack } from "@mantine/core";
import { useSearchParams } from "react-router";
import { UsdtRecordTabs } from "../components/UsdtRecords";
import { WalletPageHeader } from "../components/WalletPageHeader";

/** /{lang}/users/usdt_Record: USDT deposits and withdrawals (?tab=withdrawals opens the second tab). */
export function UsdtRecordsPage() {
  const [params] = useSearchParams();
  const initial = params.get("tab") === "withdrawals" ? "withdrawals" : "deposits";
  return (
    <Stack gap="lg" data-testid="usdt-records">
      <WalletPageHeader titleId="wallet.records.title" />
      <Paper withBorder radius="lg" p="md">
        <UsdtRecordTabs initial={initial} />
      </Paper>
    </Stack>
  );
}
