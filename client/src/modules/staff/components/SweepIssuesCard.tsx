import { Badge, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import type { CustodySweepStatus, StaffSweepIssuesQuery as SweepIssuesQueryData } from "../../../gql/graphql";
import { DataTable, type DataColumn } from "../../../shared/ui/DataTable";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { CopyText, shortHash } from "../../../shared/ui/CopyText";
import { SweepIssuesQuery } from "../graphql/reserves";

const STATUS_MESSAGE = {
  PENDING: "staff.chain.sweepPending",
  GAS_FUNDED: "staff.chain.sweepGasFunded",
  SWEPT: "staff.chain.sweepSwept",
  FAILED: "staff.chain.sweepFailed",
} as const satisfies Record<CustodySweepStatus, string>;
const STATUS_COLOR: Record<CustodySweepStatus, string> = {
  PENDING: "gray",
  GAS_FUNDED: "yellow",
  SWEPT: "teal",
  FAILED: "red",
};

type Sweep = SweepIssuesQueryData["sweepIssues"][number];

const COLUMNS: DataColumn<Sweep>[] = [
  {
    key: "address",
    header: "staff.chain.sweepAddress",
    primary: true,
    cell: (s) => (
      <>
        <Text size="xs" c="dimmed" fw={400}>
          {s.network}
        </Text>
        <CopyText value={s.address} display={shortHash(s.address, 8, 6)} size="xs" />
      </>
    ),
  },
  {
    key: "status",
    header: "staff.chain.sweepStatus",
    cell: (s) => (
      <Badge color={STATUS_COLOR[s.status]} variant="light" data-testid={`staff-sweep-${s.id}-status`}>
        <FormattedMessage id={STATUS_MESSAGE[s.status]} />
      </Badge>
    ),
  },
  {
    key: "amount",
    header: "staff.chain.sweepAmount",
    align: "right",
    cell: (s) => `${formatUsdt(s.amount)} USDT`,
  },
  {
    key: "reason",
    header: "staff.chain.sweepReason",
    cell: (s) => (
      <Text
        size="xs"
        c={s.status === "FAILED" ? "red.4" : "orange.4"}
        style={{ wordBreak: "break-word" }}
        data-testid={`staff-sweep-${s.id}-reason`}
      >
        {s.reason ?? ""}
      </Text>
    ),
  },
  {
    key: "updated",
    header: "staff.chain.sweepUpdated",
    cell: (s) => <FormattedDate value={s.updatedAt} dateStyle="short" timeStyle="short" />,
  },
];

/** Deposit sweeps that are not done: waiting ones (with the last run's problem) and failed ones. */
export function SweepIssuesCard() {
  const { data, error, refetch } = useQuery(SweepIssuesQuery, { fetchPolicy: "network-only" });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton height={120} radius="lg" />;
  const sweeps = data.sweepIssues;
  return (
    <Paper withBorder radius="lg" p="lg" bg="dark.7" data-testid="staff-sweeps">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="staff.chain.sweepsTitle" />
        </Title>
        {sweeps.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="staff-sweeps-none">
            <FormattedMessage id="staff.chain.sweepsNone" />
          </Text>
        ) : (
          <DataTable
            framed={false}
            minWidth={640}
            highlightOnHover={false}
            rows={sweeps}
            rowKey={(s) => s.id}
            rowTestId={(s) => `staff-sweep-${s.id}`}
            columns={COLUMNS}
          />
        )}
      </Stack>
    </Paper>
  );
}
