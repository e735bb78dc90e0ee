import { useState } from "react";
import { Alert, Anchor, Center, Image, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { UsdtNetwork } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { CopyText } from "../../../shared/ui/CopyText";
import { NetworkPicker } from "../components/NetworkPicker";
import { DepositsTable } from "../components/UsdtRecords";
import { WalletPageHeader } from "../components/WalletPageHeader";
import { MyDepositAddressQuery, UsdtNetworksQuery } from "../graphql/wallet";
import { usdtRecordsUrl } from "../urls";

/**
 * /{lang}/users/stored/usdt: pick a network, then the member's own deposit address on it (with a QR
 * code), the confirmations needed before it is credited, and the warning that anything but USDT on
 * that network is lost.
 */
export function DepositPage() {
  const { locale } = useLocale();
  const [network, setNetwork] = useState<UsdtNetwork | null>(null);
  const networks = useQuery(UsdtNetworksQuery);

  return (
    <Stack gap="lg" data-testid="usdt-deposit">
      <WalletPageHeader titleId="wallet.deposit.title" />
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Text fw={600}>
            <FormattedMessage id="wallet.deposit.pickNetwork" />
          </Text>
          {networks.error ? (
            <ErrorState error={networks.error} onRetry={() => void networks.refetch()} />
          ) : !networks.data ? (
            <Skeleton height={64} />
          ) : (
            <NetworkPicker networks={networks.data.usdtNetworks} value={network} onChange={setNetwork} />
          )}
        </Stack>
      </Paper>
      {network ? (
        <DepositAddressCard
          key={network}
          network={network}
          chain={networks.data?.usdtNetworks.find((n) => n.network === network)?.chain ?? network}
        />
      ) : null}
      <Paper withBorder radius="lg" p="md" data-testid="deposit-recent">
        <Text fw={700} mb="sm">
          <FormattedMessage id="wallet.deposit.recent" />
        </Text>
        {/* Polls while a deposit is confirming, so the member sees it arrive without leaving. */}
        <DepositsTable />
      </Paper>
      <Text size="sm" c="dimmed">
        <FormattedMessage
          id="wallet.deposit.recordsHint"
          values={{
            link: (chunks) => (
              <Anchor component={Link} to={usdtRecordsUrl(locale)} size="sm">
                {chunks}
              </Anchor>
            ),
          }}
        />
      </Text>
    </Stack>
  );
}

function DepositAddressCard({ network, chain }: { network: UsdtNetwork; chain: string }) {
  const { data, loading, error, refetch } = useQuery(MyDepositAddressQuery, { variables: { network } });
  const address = data?.myDepositAddress;
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="deposit-address-card">
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading || !address ? (
        <Skeleton height={260} />
      ) : (
        <Stack gap="md" align="stretch">
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title={<FormattedMessage id="wallet.deposit.warningTitle" />}
            data-testid="deposit-warning"
          >
            <FormattedMessage id="wallet.deposit.warning" values={{ network, chain }} />
          </Alert>
          <Center>
            <Paper bg="white" p="xs" radius="md">
              <Image src={address.qrCode} alt={address.address} w={200} h={200} data-testid="deposit-qr" />
            </Paper>
          </Center>
          <Stack gap={2} align="center">
            <Text size="sm" c="dimmed">
              <FormattedMessage id="wallet.deposit.address" values={{ network }} />
            </Text>
            <CopyText value={address.address} testId="deposit-address" size="md" />
          </Stack>
          <Text size="sm" c="dimmed" ta="center" data-testid="deposit-confirmations-needed">
            <FormattedMessage
              id="wallet.deposit.confirmations"
              values={{ count: address.confirmations, chain }}
            />
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
