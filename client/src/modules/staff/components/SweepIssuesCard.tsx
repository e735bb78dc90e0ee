import { Badge, Paper, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import type { CustodySweepStatus } from "../../../gql/graphql";
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
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <FormattedMessage id="staff.chain.sweepAddress" />
                  </Table.Th>
                  <Table.Th>
                    <FormattedMessage id="staff.chain.sweepStatus" />
                  </Table.Th>
                  <Table.Th ta="right">
                    <FormattedMessage id="staff.chain.sweepAmount" />
                  </Table.Th>
                  <Table.Th>
                    <FormattedMessage id="staff.chain.sweepReason" />
                  </Table.Th>
                  <Table.Th>
                    <FormattedMessage id="staff.chain.sweepUpdated" />
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sweeps.map((s) => (
                  <Table.Tr key={s.id} data-testid={`staff-sweep-${s.id}`}>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {s.network}
                      </Text>
                      <CopyText value={s.address} display={shortHash(s.address, 8, 6)} size="xs" />
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        color={STATUS_COLOR[s.status]}
                        variant="light"
                        data-testid={`staff-sweep-${s.id}-status`}
                      >
                        <FormattedMessage id={STATUS_MESSAGE[s.status]} />
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{formatUsdt(s.amount)} USDT</Table.Td>
                    <Table.Td>
                      <Text
                        size="xs"
                        c={s.status === "FAILED" ? "red.4" : "orange.4"}
                        style={{ wordBreak: "break-word" }}
                        data-testid={`staff-sweep-${s.id}-reason`}
                      >
                        {s.reason ?? ""}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <FormattedDate value={s.updatedAt} dateStyle="short" timeStyle="short" />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
