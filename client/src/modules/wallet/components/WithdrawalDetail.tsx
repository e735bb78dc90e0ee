import type { ReactNode } from "react";
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { WithdrawalStatus } from "../../../gql/graphql";
import { CopyText } from "../../../shared/ui/CopyText";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { WithdrawalStatusBadge } from "./StatusBadge";
import { WalletPageHeader } from "./WalletPageHeader";

/*
 * The page of one withdrawal (USDT or card): its facts as label and value, its status with the
 * transaction once sent or the reason once failed, when each step happened, and the way to cancel it
 * while it is under review. Both kinds share this frame; each page brings its own facts.
 */

/** One fact of a withdrawal: its label's message id and the value (test id `detail-${name}`). */
export interface DetailFact {
  name: string;
  labelId: string;
  value: ReactNode;
}

/** The lifecycle part every withdrawal has. */
export interface WithdrawalLifecycle {
  status: WithdrawalStatus;
  txHash?: string | null;
  failureReason?: string | null;
  createdAt: string;
  reviewedAt?: string | null;
  sentAt?: string | null;
  cancelledAt?: string | null;
}

function Fact({ name, labelId, value }: DetailFact) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        <FormattedMessage id={labelId} />
      </Text>
      <Text component="div" fw={500} data-testid={`detail-${name}`} style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </Stack>
  );
}

const at = (value: string) => <FormattedDate value={value} dateStyle="medium" timeStyle="medium" />;

/** The lifecycle facts: status, transaction (sent), reason (failed) and the time of each step taken. */
function lifecycleFacts(w: WithdrawalLifecycle): DetailFact[] {
  const facts: DetailFact[] = [
    { name: "status", labelId: "wallet.records.status", value: <WithdrawalStatusBadge status={w.status} /> },
  ];
  if (w.status === "SENT" && w.txHash) {
    facts.push({
      name: "txHash",
      labelId: "wallet.records.txHash",
      value: <CopyText value={w.txHash} display={w.txHash} testId="detail-tx" />,
    });
  }
  if (w.status === "FAILED" && w.failureReason) {
    facts.push({ name: "failureReason", labelId: "wallet.detail.failureReason", value: w.failureReason });
  }
  facts.push({ name: "createdAt", labelId: "wallet.detail.createdAt", value: at(w.createdAt) });
  if (w.reviewedAt)
    facts.push({ name: "reviewedAt", labelId: "wallet.detail.reviewedAt", value: at(w.reviewedAt) });
  if (w.sentAt) facts.push({ name: "sentAt", labelId: "wallet.detail.sentAt", value: at(w.sentAt) });
  if (w.cancelledAt) {
    facts.push({ name: "cancelledAt", labelId: "wallet.detail.cancelledAt", value: at(w.cancelledAt) });
  }
  return facts;
}

/**
 * A withdrawal's page: the header with the way back to its list, then (once loaded) its facts and
 * lifecycle, and `actions` (the cancel button while under review).
 */
export function WithdrawalDetailFrame({
  titleId,
  back,
  error,
  onRetry,
  withdrawal,
  facts,
  actions,
  testId,
}: {
  titleId: string;
  back: { to: string; labelId: string };
  error: unknown;
  onRetry: () => void;
  withdrawal: WithdrawalLifecycle | undefined;
  facts: DetailFact[];
  actions?: ReactNode;
  testId: string;
}) {
  let body: ReactNode;
  if (!withdrawal && error) body = <ErrorState error={error} onRetry={onRetry} />;
  else if (!withdrawal) body = <Skeleton height={260} radius="lg" data-testid="withdrawal-loading" />;
  else {
    body = (
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {[...facts, ...lifecycleFacts(withdrawal)].map((fact) => (
              <Fact key={fact.name} {...fact} />
            ))}
          </SimpleGrid>
          {actions}
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="lg" data-testid={testId}>
      <WalletPageHeader titleId={titleId}>
        <Anchor component={Link} to={back.to}>
          <Group gap={4}>
            <IconArrowLeft size={16} />
            <FormattedMessage id={back.labelId} />
          </Group>
        </Anchor>
      </WalletPageHeader>
      {body}
    </Stack>
  );
}
