import { Button, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconHourglass, IconShieldLock } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { KYC_REVIEW_BUSINESS_DAYS } from "@vitrine/schema";
import type { KycStatus } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { personalVerifyUrl } from "../../accounts";

/**
 * Spec §4 KYC gate: a USDT withdrawal (and a card withdrawal to an external wallet) needs an approved identity verification (review_status 1).
 * Anyone else is told so and sent to personal verification; under review, with how long it takes.
 */
export function KycGate({
  status,
  publicId,
  failureReason,
  requiredId = "wallet.kyc.required",
}: {
  status: KycStatus;
  publicId: string;
  failureReason?: string | null;
  /** What needs the verification (USDT withdrawals unless told otherwise). */
  requiredId?: string;
}) {
  const { locale } = useLocale();
  const reviewing = status === "REVIEW";
  return (
    <Paper withBorder radius="lg" p="xl" data-testid="kyc-gate">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color={reviewing ? "yellow" : "orange"}>
          {reviewing ? <IconHourglass size={30} /> : <IconShieldLock size={30} />}
        </ThemeIcon>
        <Title order={2} size="h3">
          <FormattedMessage id="wallet.kycNotSuccess" />
        </Title>
        <Text c="dimmed" maw={520} data-testid="kyc-gate-text">
          {reviewing ? (
            <FormattedMessage id="wallet.kyc.underReview" values={KYC_REVIEW_BUSINESS_DAYS} />
          ) : status === "FAILED" ? (
            <FormattedMessage id="wallet.kyc.failed" />
          ) : (
            <FormattedMessage id={requiredId} />
          )}
        </Text>
        {status === "FAILED" && failureReason ? (
          <Text size="sm" c="red.4" maw={520} data-testid="kyc-gate-reason">
            <FormattedMessage id="wallet.kyc.reason" values={{ reason: failureReason }} />
          </Text>
        ) : null}
        <Button component={Link} to={personalVerifyUrl(locale, publicId)} data-testid="kyc-gate-verify">
          <FormattedMessage id={reviewing ? "wallet.kyc.viewVerification" : "wallet.kyc.goVerify"} />
        </Button>
      </Stack>
    </Paper>
  );
}
