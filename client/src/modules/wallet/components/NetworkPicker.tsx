import { Badge, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconCircleCheckFilled } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import type { WalletNetworkFieldsFragment } from "../../../gql/graphql";
import { formatUsdt } from "../../../shared/money/formatUsdt";

/**
 * The three USDT networks as cards (token standard and the chain it runs on); a network that is not
 * configured is shown but cannot be chosen.
 */
export function NetworkPicker({
  networks,
  value,
  onChange,
  showFee = false,
  error,
}: {
  networks: readonly WalletNetworkFieldsFragment[];
  value: string | null;
  onChange: (network: WalletNetworkFieldsFragment["network"]) => void;
  showFee?: boolean;
  error?: string;
}) {
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} role="radiogroup">
        {networks.map((n) => {
          const selected = n.network === value;
          return (
            <UnstyledButton
              key={n.network}
              role="radio"
              aria-checked={selected}
              aria-disabled={!n.available}
              disabled={!n.available}
              onClick={() => n.available && onChange(n.network)}
              data-testid={`network-${n.network}`}
              style={{ opacity: n.available ? 1 : 0.45, cursor: n.available ? "pointer" : "not-allowed" }}
            >
              <Paper
                withBorder
                radius="md"
                p="sm"
                bg={selected ? "dark.5" : "dark.7"}
                style={{ borderColor: selected ? "var(--mantine-primary-color-filled)" : undefined }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={700}>{n.network}</Text>
                    <Text size="xs" c="dimmed">
                      {n.chain}
                    </Text>
                  </div>
                  {selected ? (
                    <IconCircleCheckFilled size={20} color="var(--mantine-primary-color-filled)" />
                  ) : null}
                  {!n.available ? (
                    <Badge size="xs" color="gray" variant="light">
                      <FormattedMessage id="wallet.network.unavailable" />
                    </Badge>
                  ) : null}
                </Group>
                {showFee && n.available ? (
                  <Text size="xs" c="dimmed" mt={4}>
                    <FormattedMessage id="wallet.network.fee" values={{ fee: formatUsdt(n.fee) }} />
                  </Text>
                ) : null}
              </Paper>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      {error ? (
        <Text size="xs" c="red.6" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
