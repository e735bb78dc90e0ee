import { useState } from "react";
import { useIsMobile } from "../../../shared/ui/useIsMobile";
import { Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { MyRedemptionsQuery } from "../graphql/redemption";
import type { RedemptionFields } from "../graphql/types";
import { ClaimBadge, CodeStatusBadge, EventStateBadge } from "./badges";
import { RewardText } from "./RewardText";
import { formatCode } from "./scanner/code";
import { PagedSection } from "../../../shared/ui/PagedSection";

const PAGE_SIZE = 20;

/** The member's redemptions, newest first, 20 a page, with the gift's claim QR where it is due. */
export function RedemptionHistory({ onShowClaimQr }: { onShowClaimQr: (r: RedemptionFields) => void }) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(MyRedemptionsQuery, {
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const history = data?.myRedemptions;
  const mobile = useIsMobile();
  return (
    <Paper withBorder radius="lg" p="md" data-testid="redeem-history">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="redeem.history.title" />
        </Title>
        <PagedSection
          list={history}
          error={error}
          loading={loading}
          onRetry={() => void refetch()}
          page={page}
          onPage={setPage}
          pageSize={PAGE_SIZE}
          skeletonHeight={80}
          empty={
            <Text c="dimmed" data-testid="redeem-history-empty">
              <FormattedMessage id="redeem.history.empty" />
            </Text>
          }
        >
          {(items) => (
            <>
              {mobile ? (
                <Stack gap="xs">
                  {items.map((r) => (
                    <Paper key={r.id} withBorder radius="md" p="sm" data-testid="redeem-history-row">
                      <Stack gap={4}>
                        <Text size="sm" fw={600}>
                          <RewardText event={r.event} card={r.card} />
                        </Text>
                        <Text size="sm">{r.event.name}</Text>
                        <Text size="xs" c="dimmed">
                          <FormattedDate value={r.redeemedAt} dateStyle="medium" timeStyle="short" />
                          {" · "}
                          <Text span ff="monospace" size="xs" style={{ whiteSpace: "nowrap" }}>
                            {formatCode(r.code)}
                          </Text>
                        </Text>
                        <Statuses redemption={r} onShowClaimQr={onShowClaimQr} />
                      </Stack>
                    </Paper>
                  ))}
                </Stack>
              ) : (
                <Table.ScrollContainer minWidth={640}>
                  <Table verticalSpacing="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>
                          <FormattedMessage id="redeem.history.date" />
                        </Table.Th>
                        <Table.Th>
                          <FormattedMessage id="redeem.history.event" />
                        </Table.Th>
                        <Table.Th>
                          <FormattedMessage id="redeem.history.reward" />
                        </Table.Th>
                        <Table.Th>
                          <FormattedMessage id="redeem.history.status" />
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {items.map((r) => (
                        <Table.Tr key={r.id} data-testid="redeem-history-row">
                          <Table.Td>
                            <FormattedDate value={r.redeemedAt} dateStyle="medium" timeStyle="short" />
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm">{r.event.name}</Text>
                            <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: "nowrap" }}>
                              {formatCode(r.code)}
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Text size="sm">
                              <RewardText event={r.event} card={r.card} />
                            </Text>
                          </Table.Td>
                          <Table.Td>
                            <Statuses redemption={r} onShowClaimQr={onShowClaimQr} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </>
          )}
        </PagedSection>
      </Stack>
    </Paper>
  );
}

/** A redemption's badges (redeemed, the event's window, a gift's claim) and the claim QR button. */
function Statuses({
  redemption: r,
  onShowClaimQr,
}: {
  redemption: RedemptionFields;
  onShowClaimQr: (r: RedemptionFields) => void;
}) {
  return (
    <Group gap={6}>
      <CodeStatusBadge redeemed />
      <EventStateBadge state={r.event.state} />
      {r.claimStatus ? <ClaimBadge status={r.claimStatus} /> : null}
      {r.claimStatus === "UNCLAIMED" ? (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => onShowClaimQr(r)}
          data-testid="redeem-history-claim-qr"
        >
          <FormattedMessage id="redeem.claimQr.open" />
        </Button>
      ) : null}
    </Group>
  );
}
