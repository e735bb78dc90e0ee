import { useState } from "react";
import { Skeleton, Stack } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { useViewer } from "../../accounts";
import { KycGate } from "../components/KycGate";
import { UsdtWithdrawalForm } from "../components/UsdtWithdrawalForm";
import { WalletPageHeader } from "../components/WalletPageHeader";
import { hasAcceptedWithdrawalTerms, WithdrawalTerms } from "../components/WithdrawalTerms";
import { UsdtNetworksQuery, WalletWithdrawGateQuery } from "../graphql/wallet";

/** Spec §4: review_status 1 is an approved verification, the only one that may withdraw. */
const KYC_APPROVED = 1;

/**
 * /{lang}/users/withdraw/usdt: the KYC gate, then the terms (once per member on this device), then
 * the withdrawal form.
 */
export function WithdrawUsdtPage() {
  const { viewer } = useViewer();
  const gate = useQuery(WalletWithdrawGateQuery, { fetchPolicy: "cache-and-network" });
  const networks = useQuery(UsdtNetworksQuery);
  const userId = gate.data?.me?.id ?? viewer?.id ?? "";
  const [accepted, setAccepted] = useState<string | null>(null);
  const termsAccepted = accepted === userId || (userId !== "" && hasAcceptedWithdrawalTerms(userId));

  const error = (!gate.data && gate.error) || (!networks.data && networks.error);
  let body;
  if (error) {
    body = (
      <ErrorState
        error={error}
        onRetry={() => {
          void gate.refetch();
          void networks.refetch();
        }}
      />
    );
  } else if (!gate.data || !networks.data) {
    body = <Skeleton height={320} radius="lg" data-testid="withdraw-loading" />;
  } else if (gate.data.myKyc.reviewStatus !== KYC_APPROVED) {
    body = (
      <KycGate
        status={gate.data.myKyc.status}
        publicId={gate.data.me?.publicId ?? viewer?.publicId ?? ""}
        failureReason={gate.data.myKyc.failureReason}
      />
    );
  } else if (!termsAccepted) {
    body = <WithdrawalTerms userId={userId} onAccept={() => setAccepted(userId)} />;
  } else {
    body = (
      <UsdtWithdrawalForm
        networks={networks.data.usdtNetworks}
        balance={gate.data.me?.usdtBalance ?? "0"}
        email={gate.data.me?.email ?? viewer?.email ?? ""}
        twoFactor={gate.data.me?.twoFactorEnabled ?? false}
      />
    );
  }

  return (
    <Stack gap="lg" data-testid="usdt-withdraw">
      <WalletPageHeader titleId="wallet.withdraw.title" />
      {body}
    </Stack>
  );
}
