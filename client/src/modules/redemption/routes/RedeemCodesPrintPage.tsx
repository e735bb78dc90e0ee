import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconArrowLeft, IconPrinter } from "@tabler/icons-react";
import { Link, useParams, useSearchParams } from "react-router";
import { FormattedMessage } from "react-intl";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { AdminError } from "../components/admin/AdminError";
import { QrImage } from "../components/QrImage";
import { formatCode } from "../components/scanner/code";
import { AdministeredRedeemEventsQuery, RedeemEventCodesQuery } from "../graphql/admin";
import type { RedeemCodeStatus } from "../graphql/types";
import { redeemAdminEventUrl } from "../urls";

/** Codes on one printed sheet (the gateway's page limit); `?sheet=N` (from 1) prints the N-th. */
const SHEET_SIZE = 100;

/** While this page is shown, printing leaves out the site's header, footer and breadcrumbs. */
const PRINT_CSS = `@media print {
  header, footer, nav, [data-print="hide"] { display: none !important; }
  body { background: #fff !important; color: #000 !important; }
}`;

/**
 * /{lang}/redeem-admin/{eventId}/print: a sheet of the event's codes, each with its QR code (which
 * holds just the code) and its printed form, for the browser's print dialog.
 */
export function RedeemCodesPrintPage() {
  const { eventId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const { locale } = useLocale();
  const status = params.get("status");
  const sheet = Math.max(1, Math.floor(Number(params.get("sheet")) || 1));
  const goToSheet = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set("sheet", String(next));
    setParams(nextParams);
  };
  const events = useQuery(AdministeredRedeemEventsQuery);
  const { data, loading, error, refetch } = useQuery(RedeemEventCodesQuery, {
    variables: {
      eventId,
      filter: {
        status: status === "REDEEMED" || status === "UNREDEEMED" ? (status as RedeemCodeStatus) : null,
      },
      limit: SHEET_SIZE,
      offset: (sheet - 1) * SHEET_SIZE,
    },
  });
  const event = events.data?.administeredRedeemEvents.find((e) => e.id === eventId);
  const codes = data?.redeemEventCodes.items;
  const sheets = Math.max(1, Math.ceil((data?.redeemEventCodes.total ?? 0) / SHEET_SIZE));
  return (
    <Stack gap="md" data-testid="redeem-print">
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" data-print="hide">
        <Anchor component={Link} to={redeemAdminEventUrl(locale, eventId)} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            <FormattedMessage id="redeem.admin.backToEvent" />
          </Group>
        </Anchor>
        <Group gap="xs">
          {sheets > 1 ? (
            <>
              <Button variant="default" disabled={sheet <= 1} onClick={() => goToSheet(sheet - 1)}>
                <FormattedMessage id="redeem.admin.previousSheet" />
              </Button>
              <Text size="sm" data-testid="redeem-print-sheet">
                <FormattedMessage id="redeem.admin.sheetOf" values={{ sheet, sheets }} />
              </Text>
              <Button variant="default" disabled={sheet >= sheets} onClick={() => goToSheet(sheet + 1)}>
                <FormattedMessage id="redeem.admin.nextSheet" />
              </Button>
            </>
          ) : null}
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            <FormattedMessage id="redeem.admin.printNow" />
          </Button>
        </Group>
      </Group>
      <Title order={1} size="h3">
        {event?.name ?? <FormattedMessage id="redeem.admin.tab.codes" />}
      </Title>
      {error ? (
        <AdminError error={error} onRetry={() => void refetch()} />
      ) : loading && !codes ? (
        <Skeleton height={300} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
          {(codes ?? []).map((row) => (
            <Stack
              key={row.code}
              gap={4}
              align="center"
              p="sm"
              style={{
                border: "1px dashed var(--mantine-color-gray-5)",
                borderRadius: 8,
                breakInside: "avoid",
              }}
              data-testid="redeem-print-code"
            >
              <QrImage text={row.code} size={132} />
              <Text ff="monospace" fw={600} size="sm">
                {formatCode(row.code)}
              </Text>
              {row.boundEmail ? (
                <Text size="xs" c="dimmed" truncate maw="100%">
                  {row.boundEmail}
                </Text>
              ) : null}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
