import { useQuery } from "@apollo/client/react";
import { Alert, Group, Loader, Stack, Text } from "@mantine/core";
import { mayRunStaffOperation } from "@vitrine/schema";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { ZonedTime } from "../../../shared/time/ZonedTime";
import { useViewer } from "../../accounts";
import { RequireStaff, StaffNav } from "../../staff";
import { DashboardCharts } from "../components/DashboardCharts";
import { EndingSoonTable } from "../components/EndingSoonTable";
import { gmt8Today, rangePeriods, shiftDay } from "../components/pivot";
import { RangeControls, type Range } from "../components/RangeControls";
import { SummaryCards } from "../components/SummaryCards";
import { DashboardQuery } from "../graphql/dashboard";

function DashboardBody() {
  const today = gmt8Today();
  const [range, setRange] = useState<Range>({ from: shiftDay(today, -29), to: today, granularity: "DAY" });
  const { data, error, loading, refetch } = useQuery(DashboardQuery, { variables: range });
  const dashboard = data?.dashboard;
  const points = dashboard?.points ?? [];
  return (
    <Stack gap="md">
      <RangeControls value={range} onChange={setRange} />
      <Text size="sm" c="dimmed" data-testid="dashboard-note">
        <FormattedMessage id="dashboards.note" />{" "}
        {dashboard?.computedAt ? (
          <FormattedMessage
            id="dashboards.computedAt"
            values={{ at: <ZonedTime value={dashboard.computedAt} /> }}
          />
        ) : null}
      </Text>
      {error ? <ErrorState error={error} onRetry={() => void refetch()} /> : null}
      {loading && !dashboard ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : null}
      {dashboard ? (
        <>
          <SummaryCards points={points} />
          <DashboardCharts
            points={points}
            periods={rangePeriods(dashboard.from, dashboard.to, dashboard.granularity)}
          />
          <EndingSoonTable auctions={dashboard.endingSoon} />
        </>
      ) : null}
    </Stack>
  );
}

/** Staff whose roles do not read dashboards (only admin and finance do) are told so; nothing is asked. */
function ForDashboardRoles() {
  const { viewer } = useViewer();
  if (!viewer || !mayRunStaffOperation(viewer.staffRoles, "dashboardsRead")) {
    return (
      <Alert color="red" variant="light" data-testid="dashboard-not-allowed">
        <FormattedMessage id="staff.notAllowed.body" />
      </Alert>
    );
  }
  return <DashboardBody />;
}

/** /{lang}/admin/dashboard (staff with dashboardsRead: admin, finance): sales and operations per GMT+8 day or week. */
export function StaffDashboardPage() {
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-dashboard">
        <StaffNav current="dashboards" />
        <ForDashboardRoles />
      </Stack>
    </RequireStaff>
  );
}
