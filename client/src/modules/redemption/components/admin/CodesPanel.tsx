import { useState } from "react";
import { Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { DataTable } from "../../../../shared/ui/DataTable";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { IconPrinter } from "@tabler/icons-react";
import { Link } from "react-router";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { useLocale } from "../../../../shared/i18n/LocaleContext";
import { RedeemEventCodesQuery } from "../../graphql/admin";
import type { RedeemCodeStatus } from "../../graphql/types";
import { redeemCodesPrintUrl } from "../../urls";
import { CodeStatusBadge } from "../badges";
import { formatCode, normaliseCode } from "../scanner/code";
import { AdminError } from "./AdminError";
import { GenerateCodes } from "./GenerateCodes";
import { ImportCodes } from "./ImportCodes";
import { PagedSection } from "../../../../shared/ui/PagedSection";

const PAGE_SIZE = 20;

/** An event's codes (status filter, code search), a batch generator and the printable sheet. */
export function CodesPanel({ eventId }: { eventId: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [status, setStatus] = useState<string | null>(null);
  const [codeText, setCodeText] = useState("");
  const [page, setPage] = useState(1);
  const [code] = useDebouncedValue(normaliseCode(codeText), 300);
  const filter = { status: (status as RedeemCodeStatus | null) ?? null, code: code || null };
  const { data, loading, error, refetch } = useQuery(RedeemEventCodesQuery, {
    variables: { eventId, filter, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const rows = data?.redeemEventCodes;
  const print = new URLSearchParams(status ? { status } : {}).toString();

  return (
    <Stack gap="sm" data-testid="redeem-admin-codes">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={intl.formatMessage({ id: "redeem.admin.filter.codeStatus" })}
          clearable
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          data={[
            { value: "UNREDEEMED", label: intl.formatMessage({ id: "redeem.code.UNREDEEMED" }) },
            { value: "REDEEMED", label: intl.formatMessage({ id: "redeem.code.REDEEMED" }) },
          ]}
          w={{ base: "100%", xs: 200 }}
        />
        <TextInput
          label={intl.formatMessage({ id: "redeem.admin.filter.code" })}
          value={codeText}
          onChange={(e) => {
            setCodeText(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: "100%", xs: 220 }}
        />
        <Button
          component={Link}
          to={`${redeemCodesPrintUrl(locale, eventId)}${print ? `?${print}` : ""}`}
          variant="light"
          leftSection={<IconPrinter size={16} />}
          data-testid="redeem-admin-print"
        >
          <FormattedMessage id="redeem.admin.print" />
        </Button>
        <ImportCodes eventId={eventId} onDone={() => void refetch()} />
      </Group>
      <GenerateCodes eventId={eventId} onDone={() => void refetch()} />
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
          <Text c="dimmed">
            <FormattedMessage id="redeem.admin.noCodes" />
          </Text>
        }
      >
        {(items) => (
          <>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="redeem.admin.codesTotal" values={{ total: rows?.total ?? 0 }} />
            </Text>
            <DataTable
              framed={false}
              striped
              highlightOnHover={false}
              minWidth={560}
              rows={items}
              rowKey={(row) => row.code}
              rowTestId="redeem-admin-code-row"
              columns={[
                {
                  key: "code",
                  header: "redeem.admin.filter.code",
                  primary: true,
                  cell: (row) => (
                    <Text span ff="monospace" fw="inherit" size="sm" data-testid="redeem-admin-code">
                      {formatCode(row.code)}
                    </Text>
                  ),
                },
                {
                  key: "status",
                  header: "redeem.history.status",
                  cell: (row) => <CodeStatusBadge redeemed={row.status === "REDEEMED"} />,
                },
                {
                  key: "boundEmail",
                  header: "redeem.admin.boundEmail",
                  cell: (row) => row.boundEmail ?? "—",
                },
                { key: "packName", header: "redeem.admin.packName", cell: (row) => row.packName ?? "—" },
                {
                  key: "date",
                  header: "redeem.history.date",
                  cell: (row) =>
                    row.redeemedAt ? (
                      <FormattedDate value={row.redeemedAt} dateStyle="short" timeStyle="short" />
                    ) : (
                      "—"
                    ),
                },
              ]}
            />
          </>
        )}
      </PagedSection>
    </Stack>
  );
}
