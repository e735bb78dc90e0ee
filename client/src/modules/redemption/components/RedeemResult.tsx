import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck, IconQrcode } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import type { RedemptionFields } from "../graphql/types";
import { RewardText } from "./RewardText";

/** The result page: what the member received, and for a gift how to collect it. */
export function RedeemResult({
  redemption,
  onAgain,
  onShowClaimQr,
}: {
  redemption: RedemptionFields;
  onAgain: () => void;
  onShowClaimQr: (redemption: RedemptionFields) => void;
}) {
  const gift = redemption.event.rewardKind === "PHYSICAL_GIFT";
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="redeem-result">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={2} size="h3">
          <FormattedMessage id="redeem.result.title" />
        </Title>
        <Text fw={600} data-testid="redeem-result-reward">
          <RewardText event={redemption.event} card={redemption.card} />
        </Text>
        <Text size="sm" c="dimmed">
          {redemption.event.name}
        </Text>
        {gift ? (
          <Text size="sm" data-testid="redeem-result-gift">
            <FormattedMessage id="redeem.result.giftNote" />
          </Text>
        ) : null}
        <Group justify="center" gap="sm">
          {gift && redemption.claimStatus === "UNCLAIMED" ? (
            <Button
              leftSection={<IconQrcode size={16} />}
              onClick={() => onShowClaimQr(redemption)}
              data-testid="redeem-result-claim-qr"
            >
              <FormattedMessage id="redeem.claimQr.open" />
            </Button>
          ) : null}
          <Button variant="default" onClick={onAgain} data-testid="redeem-again">
            <FormattedMessage id="redeem.result.again" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
