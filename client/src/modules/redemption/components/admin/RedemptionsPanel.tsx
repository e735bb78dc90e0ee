import { useState } from "react";
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { RedeemEventRedemptionsQuery as RedemptionsData } from "../../../../gql/graphql";
import { DataTable, type DataColumn } from "../../../../shared/ui/DataTable";
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

type Row = RedemptionsData["redeemEventRedemptions"]["items"][number];

const COLUMNS: DataColumn<Row>[] = [
  {
    key: "date",
    header: "redeem.history.date",
    cell: ({ redemption: r }) => <FormattedDate value={r.redeemedAt} dateStyle="short" timeStyle="short" />,
  },
  { key: "member", header: "redeem.admin.member", primary: true, cell: (row) => row.memberEmail },
  {
    key: "code",
    header: "redeem.admin.filter.code",
    cell: ({ redemption: r }) => (
      <Text span ff="monospace" size="sm">
        {formatCode(r.code)}
      </Text>
    ),
  },
  {
    key: "reward",
    header: "redeem.history.reward",
    cell: ({ redemption: r }) => <RewardText event={r.event} card={r.card} />,
  },
];

/** Gift events add where the gift goes and whether it was claimed. */
const GIFT_COLUMNS: DataColumn<Row>[] = [
  {
    key: "receiver",
    header: "redeem.admin.receiver",
    cell: ({ redemption: r }) => (
      <>
        <Text size="sm">
          {r.receiverName} {r.receiverPhone}
        </Text>
        <Text size="xs" c="dimmed">
          {r.receiverAddress}
        </Text>
      </>
    ),
  },
  {
    key: "claim",
    header: "redeem.history.status",
    cell: ({ redemption: r }) => (r.claimStatus ? <ClaimBadge status={r.claimStatus} /> : null),
  },
];

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
            <DataTable
              framed={false}
              striped
              highlightOnHover={false}
              minWidth={760}
              rows={items}
              rowKey={(item) => item.redemption.id}
              rowTestId="redeem-admin-row"
              columns={gifts ? [...COLUMNS, ...GIFT_COLUMNS] : COLUMNS}
            />
          </>
        )}
      </PagedSection>
    </Stack>
  );
}
