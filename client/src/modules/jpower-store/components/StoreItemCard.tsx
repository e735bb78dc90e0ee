import { Badge, Button, Card, Group, Image, Stack, Text } from "@mantine/core";
import { IconPackage } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import { ITEM_KIND_LABEL } from "../messages";

export interface StoreItemCardData {
  id: string;
  kind: "PHYSICAL" | "DIGITAL";
  name: string;
  description: string;
  price: string;
  stock: number;
  imageUrl: string;
  onSale: boolean;
}

/** One item of the store: picture, name, price in Jpower, stock and the way to buy it. */
export function StoreItemCard({ item, buyUrl }: { item: StoreItemCardData; buyUrl: string }) {
  const soldOut = item.stock <= 0;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="store-item" data-item-id={item.id}>
      <Card.Section>
        {item.imageUrl ? (
          <Image src={item.imageUrl} alt={item.name} h={180} fit="contain" bg="dark.6" />
        ) : (
          <Stack h={180} align="center" justify="center" bg="dark.6" c="grape.4">
            <IconPackage size={64} stroke={1.2} aria-hidden />
          </Stack>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} lineClamp={1}>
            {item.name}
          </Text>
          <Badge
            variant="light"
            color={item.kind === "DIGITAL" ? "indigo" : "grape"}
            style={{ flexShrink: 0 }}
          >
            <FormattedMessage id={ITEM_KIND_LABEL[item.kind]} />
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} mih={40}>
          {item.description}
        </Text>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} c="grape.4" data-testid="store-item-price">
            <FormattedMessage id="store.price" values={{ amount: formatJpoint(item.price) }} />
          </Text>
          <Text size="xs" c="dimmed">
            <FormattedMessage id="store.stockLeft" values={{ count: item.stock }} />
          </Text>
        </Group>
        {soldOut || !item.onSale ? (
          <Button disabled fullWidth>
            <FormattedMessage id={soldOut ? "store.soldOut" : "store.notOnSale"} />
          </Button>
        ) : (
          <Button component={Link} to={buyUrl} fullWidth color="grape" data-testid="store-item-buy">
            <FormattedMessage id="store.redeem" />
          </Button>
        )}
      </Stack>
    </Card>
  );
}
