import { Group, Image, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { RedeemCardFields } from "../graphql/types";

/** The cards an event lets the member choose from (spec §5: pick the NFT id to redeem). */
export function CardChoice({
  cards,
  value,
  onChange,
  error,
}: {
  cards: RedeemCardFields[];
  value: string | null;
  onChange: (cardId: string) => void;
  error?: boolean;
}) {
  const intl = useIntl();
  return (
    <Stack gap="xs">
      <Text fw={600}>
        <FormattedMessage id="redeem.choice.title" />
      </Text>
      <Radio.Group
        value={value}
        onChange={onChange}
        error={error ? intl.formatMessage({ id: "redeem.choice.required" }) : undefined}
      >
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {cards.map((card) => (
            <Radio.Card
              key={card.id}
              value={card.id}
              radius="md"
              p="xs"
              data-testid={`redeem-choice-${card.id}`}
              aria-label={`${card.name} #${card.tokenId}`}
            >
              <Stack gap={6}>
                <Image src={card.imageUrl} alt="" radius="sm" h={120} fit="cover" />
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <Radio.Indicator size="sm" mt={2} />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {card.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      <FormattedMessage id="redeem.choice.nftId" values={{ id: card.tokenId }} />
                    </Text>
                  </div>
                </Group>
              </Stack>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
    </Stack>
  );
}
