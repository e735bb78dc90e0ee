import { Alert, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";
import { FormattedMessage, FormattedTime } from "react-intl";
import { useClaimQueue, type ScanResult } from "../../hooks/useClaimQueue";
import { LazyQrScanner as QrScanner } from "../scanner/LazyQrScanner";
import { isClaimPayload } from "../scanner/code";

/**
 * "Scan claim QR" mode: the camera stays on; every claim QR read marks that gift handed over. Without
 * a connection the scans wait on this device and go out, in order, when it returns.
 */
export function ClaimScanPanel() {
  const queue = useClaimQueue();
  return (
    <Stack gap="sm" data-testid="redeem-admin-scan">
      <Text size="sm" c="dimmed">
        <FormattedMessage id="redeem.admin.scanIntro" />
      </Text>
      <QrScanner
        keepScanning
        onText={(text) => {
          if (isClaimPayload(text)) void queue.scan(text);
        }}
      />
      {queue.pending > 0 ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconWifiOff size={18} />}
          data-testid="redeem-admin-queued"
        >
          <FormattedMessage id="redeem.admin.queued" values={{ count: queue.pending }} />
        </Alert>
      ) : null}
      <Stack gap={6} data-testid="redeem-admin-scan-results">
        {queue.results.map((result) => (
          <ScanResultRow key={result.id} result={result} />
        ))}
      </Stack>
    </Stack>
  );
}

function ScanResultRow({ result }: { result: ScanResult }) {
  return (
    <Paper withBorder radius="md" p="xs" data-testid="redeem-admin-scan-result" data-kind={result.kind}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          {result.kind === "claimed" ? (
            <>
              <Text size="sm" fw={600} truncate>
                {result.redemption.giftName ??
                  result.redemption.event.giftName ??
                  result.redemption.event.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {result.redemption.receiverName} {result.redemption.receiverPhone}
              </Text>
            </>
          ) : result.kind === "refused" ? (
            <Text size="sm" c="red">
              <FormattedMessage id={result.messageKey} />
            </Text>
          ) : (
            <Text size="sm">
              <FormattedMessage id="redeem.admin.scanQueued" />
            </Text>
          )}
          <Text size="xs" c="dimmed">
            <FormattedTime value={result.scannedAt} timeStyle="medium" />
          </Text>
        </div>
        <Badge
          variant="light"
          color={
            result.kind === "claimed"
              ? result.already
                ? "gray"
                : "teal"
              : result.kind === "refused"
                ? "red"
                : "yellow"
          }
        >
          <FormattedMessage
            id={
              result.kind === "claimed"
                ? result.already
                  ? "redeem.admin.scanAlready"
                  : "redeem.admin.scanClaimed"
                : result.kind === "refused"
                  ? "redeem.admin.scanRefused"
                  : "redeem.admin.scanWaiting"
            }
          />
        </Badge>
      </Group>
    </Paper>
  );
}
