import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { formatJpoint } from "../../../../shared/money/formatJpoint";
import { ErrorState } from "../../../../shared/ui/ErrorState";
import { StaffStoreItemsQuery } from "../../graphql/staffStore";
import { ITEM_KIND_LABEL } from "../../messages";
import type { EditedStoreItem } from "./StoreItemForm";

/** Staff: every store item with its stock and whether it is on sale; pick one to edit. */
export function StoreItemList({ onEdit }: { onEdit: (item: EditedStoreItem) => void }) {
  const { data, error, refetch } = useQuery(StaffStoreItemsQuery, { fetchPolicy: "cache-and-network" });
  const items = data?.staffStoreItems;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-store-items">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="staff.store.items" />
        </Title>
        {error && !items ? <ErrorState error={error} onRetry={() => void refetch()} /> : null}
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <FormattedMessage id="staff.store.name" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="staff.store.price" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="staff.store.stock" />
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(items ?? []).map((i) => (
                <Table.Tr key={i.id} data-testid={`staff-store-item-${i.id}`}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={500}>
                        {i.name}
                      </Text>
                      <Badge size="xs" variant="light">
                        <FormattedMessage id={ITEM_KIND_LABEL[i.kind]} />
                      </Badge>
                      {i.onSale ? null : (
                        <Badge size="xs" color="gray">
                          <FormattedMessage id="store.notOnSale" />
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatJpoint(i.price)}</Table.Td>
                  <Table.Td>
                    {i.stock} / {i.stock + i.sold}
                  </Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="light" onClick={() => onEdit(i)}>
                      <FormattedMessage id="staff.store.edit" />
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
