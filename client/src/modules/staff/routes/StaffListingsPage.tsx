import { useState } from "react";
import { Badge, Button, Group, Pagination, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconSearch } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { StaffOpenListingsQuery as Result } from "../../../gql/graphql";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { ReasonModal } from "../components/ReasonModal";
import { DataTable } from "../../../shared/ui/DataTable";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { QueryState } from "../components/console/ConsoleParts";
import { StaffOpenListingsQuery, TakeDownListingMutation } from "../graphql/moderation";

/** Message ids by value (explicit, so every message id can be checked). */
const COL_MESSAGE = {
  listing: "staff.listings.col.listing",
  card: "staff.listings.col.card",
  seller: "staff.listings.col.seller",
  units: "staff.listings.col.units",
  price: "staff.listings.col.price",
  created: "staff.listings.col.created",
  action: "staff.listings.col.action",
} as const;

type Listing = Result["staffOpenListings"]["items"][number];

/**
 * /{lang}/admin/listings — listing moderation (listingModerate): open marketplace listings, searchable
 * by listing id, card name or seller; taking one down asks for the reason. The units go back to the
 * seller, who gets a notice; the audit log keeps the reason.
 */
export function StaffListingsPage() {
  return (
    <RequireStaff>
      <Listings />
    </RequireStaff>
  );
}

function Listings() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<Listing | null>(null);
  const { data, loading, error, refetch } = useQuery(StaffOpenListingsQuery, {
    variables: { input: { search: search || null, page } },
    fetchPolicy: "cache-and-network",
  });
  const [takeDown, taking] = useMutation(TakeDownListingMutation, { refetchQueries: ["StaffOpenListings"] });
  const list = data?.staffOpenListings;
  const confirm = async (reason: string) => {
    if (!target) return;
    try {
      await takeDown({ variables: { listingId: target.id, reason } });
      snackbar.show(intl.formatMessage({ id: "staff.listings.takenDown" }, { id: target.id }), "success");
      setTarget(null);
    } catch (e) {
      handleError(e);
    }
  };
  return (
    <Stack gap="lg" data-testid="staff-listings">
      <StaffNav current="listings" />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(draft.trim());
          setPage(1);
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            style={{ flex: 1 }}
            maxLength={100}
            label={intl.formatMessage({ id: "staff.listings.search" })}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            data-testid="staff-listings-search"
          />
          <Button type="submit" leftSection={<IconSearch size={16} />} data-testid="staff-listings-apply">
            <FormattedMessage id="staff.listings.find" />
          </Button>
        </Group>
      </form>
      <QueryState
        loading={loading}
        error={error}
        hasData={Boolean(data)}
        isEmpty={(list?.items.length ?? 0) === 0}
        empty={<FormattedMessage id="staff.listings.empty" />}
        emptyTestId="staff-listings-empty"
        onRetry={() => void refetch()}
      >
        <Text size="sm" c="dimmed" data-testid="staff-listings-total">
          <FormattedMessage id="staff.total" values={{ total: list?.total ?? 0 }} />
        </Text>
        <DataTable
          testId="staff-listings-table"
          minWidth={900}
          rows={list?.items ?? []}
          rowKey={(l) => l.id}
          rowTestId="staff-listing-row"
          columns={[
            {
              key: "listing",
              header: COL_MESSAGE.listing,
              cell: (l) => (
                <>
                  <Text size="sm" ff="monospace">
                    #{l.id}
                  </Text>
                  <Badge size="xs" variant="light">
                    {l.type}
                  </Badge>
                </>
              ),
            },
            { key: "card", header: COL_MESSAGE.card, primary: true, cell: (l) => l.cardName },
            {
              key: "seller",
              header: COL_MESSAGE.seller,
              cell: (l) => (
                <>
                  <Text size="sm">{l.sellerName}</Text>
                  <Text size="xs" c="dimmed">
                    {l.sellerPublicId}
                  </Text>
                </>
              ),
            },
            { key: "units", header: COL_MESSAGE.units, cell: (l) => `${l.remaining} / ${l.units}` },
            {
              key: "price",
              header: COL_MESSAGE.price,
              cell: (l) => `${l.unitPrice ?? l.highestBid ?? "—"} USDT`,
            },
            {
              key: "created",
              header: COL_MESSAGE.created,
              cell: (l) => <FormattedDate value={l.createdAt} dateStyle="medium" />,
            },
            {
              key: "action",
              header: COL_MESSAGE.action,
              actions: true,
              cell: (l) => (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  disabled={l.type === "AUCTION" && l.bidCount > 0}
                  onClick={() => setTarget(l)}
                  data-testid="staff-listing-takedown"
                >
                  <FormattedMessage id="staff.listings.takeDown" />
                </Button>
              ),
            },
          ]}
        />
        {list && list.total > list.pageSize ? (
          <Pagination
            value={page}
            onChange={setPage}
            total={Math.ceil(list.total / list.pageSize)}
            style={{ alignSelf: "center" }}
          />
        ) : null}
      </QueryState>
      <ReasonModal
        opened={target !== null}
        title={intl.formatMessage({ id: "staff.listings.takeDown" })}
        description={intl.formatMessage({ id: "staff.listings.takeDownHelp" })}
        confirmLabel={intl.formatMessage({ id: "staff.listings.takeDown" })}
        loading={taking.loading}
        onClose={() => setTarget(null)}
        onConfirm={(reason) => void confirm(reason)}
      />
    </Stack>
  );
}
