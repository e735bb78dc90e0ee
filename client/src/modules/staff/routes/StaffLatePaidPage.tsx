import { Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { QueryState } from "../components/console/ConsoleParts";
import { OrderTable } from "../components/console/OrderTable";
import { LatePaidOrdersQuery } from "../graphql/support";

/**
 * /{lang}/admin/late-paid — orders paid after their hold ended (latePaidOrders): each was honoured as
 * the item when stock remained, otherwise as Jpoint; support answers the members who ask.
 */
export function StaffLatePaidPage() {
  return (
    <RequireStaff>
      <LatePaid />
    </RequireStaff>
  );
}

function LatePaid() {
  const { data, loading, error, refetch } = useQuery(LatePaidOrdersQuery, {
    fetchPolicy: "cache-and-network",
  });
  const orders = data?.latePaidOrders ?? [];
  return (
    <Stack gap="lg" data-testid="staff-late-paid">
      <StaffNav current="latePaid" />
      <Text size="sm" c="dimmed">
        <FormattedMessage id="staff.latePaid.help" />
      </Text>
      <QueryState
        loading={loading}
        error={error}
        hasData={Boolean(data)}
        isEmpty={orders.length === 0}
        empty={<FormattedMessage id="staff.latePaid.empty" />}
        emptyTestId="staff-late-paid-empty"
        onRetry={() => void refetch()}
      >
        <OrderTable orders={orders} testId="staff-late-paid-table" />
      </QueryState>
    </Stack>
  );
}
