import { useState } from "react";
import { Button, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { useLocale } from "../../../../shared/i18n/LocaleContext";
import { RedeemEventRedemptionsQuery } from "../../graphql/admin";
import type { GiftClaimStatus, RedemptionFilter } from "../../graphql/types";
import { ClaimBadge } from "../badges";
import { RewardText } from "../RewardText";
import { formatCode, normaliseCode } from "../scanner/code";
import { AdminError } from "./AdminError";
import { dayBound, redemptionsExportUrl } from "./exportUrl";
import { PagedSection } from "../../../../shared/ui/PagedSection";

const PAGE_SIZE = 20;

/** An event's redemptions with filters (claim status, dates, code, member e-mail) and the Excel export. */
export function RedemptionsPanel({ eventId, gifts }: { eventId: string; gifts: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [status, setStatus] = useState<string | null>(null);
  const [fromDay, setFromDay] = useState("");
  const [toDay, setToDay] = useState("");
  const [codeText, setCodeText] = useState("");
  const [emailText, setEmailText] = useState("");
  const [page, setPage] = useState(1);
  const [code] = useDebouncedValue(normaliseCode(codeText), 300);
  const [memberEmail] = useDebouncedValue(emailText.trim(), 300);
  const filter: RedemptionFilter = {
    status: (status as GiftClaimStatus | null) ?? null,
    from: dayBound(fromDay, false),
    to: dayBound(toDay, true),
    code: code || null,
    memberEmail: memberEmail || null,
  };
  const { data, loading, error, refetch } = useQuery(RedeemEventRedemptionsQuery, {
    variables: { eventId, filter, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const rows = data?.redeemEventRedemptions;
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <Stack gap="sm" data-testid="redeem-admin-redemptions">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        {gifts ? (
          <Select
            label={intl.formatMessage({ id: "redeem.admin.filter.claim" })}
            clearable
            value={status}
            onChange={reset(setStatus)}
            data={[
              { value: "UNCLAIMED", label: intl.formatMessage({ id: "redeem.claim.UNCLAIMED" }) },
              { value: "CLAIMED", label: intl.formatMessage({ id: "redeem.claim.CLAIMED" }) },
            ]}
            data-testid="redeem-admin-filter-status"
          />
        ) : null}
        <TextInput
          type="date"
          label={intl.formatMessage({ id: "redeem.admin.filter.from" })}
          value={fromDay}
          onChange={(e) => reset(setFromDay)(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={intl.formatMessage({ id: "redeem.admin.filter.to" })}
          value={toDay}
          onChange={(e) => reset(setToDay)(e.currentTarget.value)}
        />
        <TextInput
          label={intl.formatMessage({ id: "redeem.admin.filter.code" })}
          value={codeText}
          onChange={(e) => reset(setCodeText)(e.currentTarget.value)}
          data-testid="redeem-admin-filter-code"
        />
        <TextInput
          type="email"
          label={intl.formatMessage({ id: "redeem.admin.filter.email" })}
          value={emailText}
          onChange={(e) => reset(setEmailText)(e.currentTarget.value)}
          data-testid="redeem-admin-filter-email"
        />
      </SimpleGrid>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="redeem-admin-total">
          <FormattedMessage id="redeem.admin.total" values={{ total: rows?.total ?? 0 }} />
        </Text>
        <Button
          component="a"
          href={redemptionsExportUrl(eventId, filter, locale)}
          download
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} />}
          data-testid="redeem-admin-export"
        >
          <FormattedMessage id="redeem.admin.export" />
        </Button>
      </Group>
      <PagedSection
        list={rows}
        error={error}
        loading={loading}
        onRetry={() => void refetch()}
        page={page}
        onPage={setPage}
        pageSize={PAGE_SIZE}
        skeletonHeight={120}
        renderError={(e, retry) => <AdminError error={e} onRetry={retry} />}
        empty={
          <Text c="dimmed" data-testid="redeem-admin-redemptions-empty">
            <FormattedMessage id="redeem.admin.noRedemptions" />
          </Text>
        }
      >
        {(items) => (
          <>
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="xs" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <FormattedMessage id="redeem.history.date" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="redeem.admin.member" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="redeem.admin.filter.code" />
                    </Table.Th>
                    <Table.Th>
                      <FormattedMessage id="redeem.history.reward" />
                    </Table.Th>
                    {gifts ? (
                      <>
                        <Table.Th>
                          <FormattedMessage id="redeem.admin.receiver" />
                        </Table.Th>
                        <Table.Th>
                          <FormattedMessage id="redeem.history.status" />
                        </Table.Th>
                      </>
                    ) : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map(({ redemption: r, memberEmail: email }) => (
                    <Table.Tr key={r.id} data-testid="redeem-admin-row">
                      <Table.Td>
                        <FormattedDate value={r.redeemedAt} dateStyle="short" timeStyle="short" />
                      </Table.Td>
                      <Table.Td>{email}</Table.Td>
                      <Table.Td ff="monospace">{formatCode(r.code)}</Table.Td>
                      <Table.Td>
                        <RewardText event={r.event} card={r.card} />
                      </Table.Td>
                      {gifts ? (
                        <>
                          <Table.Td>
                            <Text size="sm">
                              {r.receiverName} {r.receiverPhone}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {r.receiverAddress}
                            </Text>
                          </Table.Td>
                          <Table.Td>{r.claimStatus ? <ClaimBadge status={r.claimStatus} /> : null}</Table.Td>
                        </>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </PagedSection>
    </Stack>
  );
}
