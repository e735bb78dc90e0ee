import { Stack, Tabs } from "@mantine/core";
import { IconCards, IconCoin } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { CardQueue } from "../components/withdrawals/CardQueue";
import { UsdtQueue } from "../components/withdrawals/UsdtQueue";

/** /{lang}/admin/withdrawals — staff approve or reject USDT and card withdrawals (spec §5). */
export function StaffWithdrawalsPage() {
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-withdrawals">
        <StaffNav current="withdrawals" />
        <Tabs defaultValue="usdt" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="usdt" leftSection={<IconCoin size={16} />} data-testid="staff-tab-usdt">
              <FormattedMessage id="staff.withdrawals.usdtTab" />
            </Tabs.Tab>
            <Tabs.Tab value="cards" leftSection={<IconCards size={16} />} data-testid="staff-tab-cards">
              <FormattedMessage id="staff.withdrawals.cardsTab" />
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="usdt" pt="md">
            <UsdtQueue />
          </Tabs.Panel>
          <Tabs.Panel value="cards" pt="md">
            <CardQueue />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </RequireStaff>
  );
}
