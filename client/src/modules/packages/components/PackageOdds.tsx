import { Code, Skeleton, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { PackageOddsQuery } from "../graphql/queries";
import { RarityBadge } from "./RarityBadge";

/**
 * A package product's published odds per rarity (each card slot is drawn with these odds), with the
 * seed hash that commits to every draw before the sale. Public: for the product page.
 */
export function PackageOdds({ productId, showCards = false }: { productId: string; showCards?: boolean }) {
  const { data, loading, error, refetch } = useQuery(PackageOddsQuery, { variables: { productId } });
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={160} radius="md" data-testid="package-odds-loading" />;
  const odds = data?.packageOdds;
  if (!odds) return null;
  return (
    <Stack gap="xs" data-testid="package-odds">
      <Text fw={600}>
        <FormattedMessage id="packages.odds.title" />
      </Text>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="packages.odds.perSlot" values={{ count: odds.cardsPerPackage }} />
      </Text>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="packages.odds.rarity" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="packages.odds.cards" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="packages.odds.chance" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {odds.rarities.map((r) => (
            <Table.Tr key={r.rarity} data-testid="package-odds-rarity">
              <Table.Td>
                <RarityBadge rarity={r.rarity} />
              </Table.Td>
              <Table.Td ta="right">{r.cards}</Table.Td>
              <Table.Td ta="right" data-testid="package-odds-percent">
                {r.percent}%
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {showCards && (
        <Table striped data-testid="package-odds-cards">
          <Table.Tbody>
            {odds.cards.map((c) => (
              <Table.Tr key={c.card.id}>
                <Table.Td>{c.card.name}</Table.Td>
                <Table.Td>
                  <RarityBadge rarity={c.rarity} />
                </Table.Td>
                <Table.Td ta="right">{c.percent}%</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="xs" c="dimmed">
        <FormattedMessage id="packages.odds.seedHash" />
      </Text>
      <Code block>{odds.seedHash}</Code>
    </Stack>
  );
}
