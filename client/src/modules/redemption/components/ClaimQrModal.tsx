import { Center, Modal, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { RedemptionClaimQrQuery } from "../graphql/redemption";
import type { RedemptionFields } from "../graphql/types";
import { QrImage } from "./QrImage";

/** The claim QR is signed and rotates every 30 s: it is asked again that often while shown. */
export const CLAIM_QR_REFRESH_MS = 30_000;

/** The member's claim QR for an unclaimed gift, to show the event's administrator. */
export function ClaimQrModal({
  redemption,
  onClose,
}: {
  redemption: RedemptionFields | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      opened={redemption !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: "redeem.claimQr.title" })}
      centered
    >
      {redemption ? <ClaimQrBody redemption={redemption} /> : null}
    </Modal>
  );
}

function ClaimQrBody({ redemption }: { redemption: RedemptionFields }) {
  const { data, error, refetch } = useQuery(RedemptionClaimQrQuery, {
    variables: { redemptionId: redemption.id },
    pollInterval: CLAIM_QR_REFRESH_MS,
    fetchPolicy: "network-only",
  });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const qr = data?.redemptionClaimQr;
  return (
    <Stack gap="sm" data-testid="claim-qr">
      <Text fw={600} ta="center">
        {redemption.giftName ?? redemption.event.giftName ?? redemption.event.name}
      </Text>
      <Center>
        {qr ? (
          <QrImage text={qr.payload} size={240} testId="claim-qr-image" />
        ) : (
          <div style={{ width: 240, height: 240 }} />
        )}
      </Center>
      <Text size="sm" c="dimmed" ta="center">
        <FormattedMessage id="redeem.claimQr.hint" />
      </Text>
    </Stack>
  );
}
