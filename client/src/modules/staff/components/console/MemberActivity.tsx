import { Badge, SegmentedControl, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { StaffMemberActivityQuery as ActivityData, StaffMemberView } from "../../../../gql/graphql";
import { DataTable, type DataColumn } from "../../../../shared/ui/DataTable";
import { StaffMemberActivityQuery } from "../../graphql/moderation";
import { QueryState } from "./ConsoleParts";
import { ExportButton } from "./ExportButton";

/** Message ids by value (explicit, so every message id can be checked). */
export const MEMBER_VIEW_MESSAGE = {
  HOLDINGS: "staff.member.view.HOLDINGS",
  ORDERS: "staff.member.view.ORDERS",
  TRADES: "staff.member.view.TRADES",
  WITHDRAWALS: "staff.member.view.WITHDRAWALS",
  SESSIONS: "staff.member.view.SESSIONS",
} as const;

/** Message ids by value (explicit, so every message id can be checked). */
const COL_MESSAGE = {
  title: "staff.member.col.title",
  detail: "staff.member.col.detail",
  status: "staff.member.col.status",
  amount: "staff.member.col.amount",
  at: "staff.member.col.at",
} as const;

type Row = ActivityData["staffMemberActivity"][number];

const COLUMNS: DataColumn<Row>[] = [
  {
    key: "title",
    header: COL_MESSAGE.title,
    primary: true,
    cell: (row) => (
      <Text size="sm" fw={600}>
        {row.title}
      </Text>
    ),
  },
  {
    key: "detail",
    header: COL_MESSAGE.detail,
    cell: (row) => (
      <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
        {row.detail}
      </Text>
    ),
  },
  { key: "status", header: COL_MESSAGE.status, cell: (row) => <Badge variant="light">{row.status}</Badge> },
  { key: "amount", header: COL_MESSAGE.amount, cell: (row) => row.amount },
  {
    key: "at",
    header: COL_MESSAGE.at,
    cell: (row) => (row.at ? <FormattedDate value={row.at} dateStyle="medium" timeStyle="short" /> : "—"),
  },
];

/** One of a member's lists; each opening is a staff call the gateway writes to the audit log. */
export function MemberActivity({
  userId,
  view,
  onView,
}: {
  userId: string;
  view: StaffMemberView;
  onView: (view: StaffMemberView) => void;
}) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(StaffMemberActivityQuery, {
    variables: { userId, view },
    fetchPolicy: "network-only",
  });
  const rows = data?.staffMemberActivity ?? [];
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={view}
        onChange={(v) => onView(v as StaffMemberView)}
        data={(Object.keys(MEMBER_VIEW_MESSAGE) as StaffMemberView[]).map((value) => ({
          value,
          label: intl.formatMessage({ id: MEMBER_VIEW_MESSAGE[value] }),
        }))}
        style={{ overflowX: "auto" }}
        data-testid="staff-member-views"
      />
      <QueryState
        loading={loading}
        error={error}
        hasData={Boolean(data)}
        isEmpty={rows.length === 0}
        empty={<FormattedMessage id="staff.member.emptyView" />}
        emptyTestId="staff-member-view-empty"
        onRetry={() => void refetch()}
      >
        <ExportButton
          href={`/exports/staff/member-activity.xlsx?userId=${encodeURIComponent(userId)}&view=${view}`}
          testId="staff-member-export"
        />
        <DataTable
          testId="staff-member-activity"
          minWidth={720}
          columns={COLUMNS}
          rows={rows}
          rowKey={(row) => row.id}
          rowTestId="staff-member-row"
        />
      </QueryState>
    </Stack>
  );
}
