import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { formatJpoint } from "../../../../shared/money/formatJpoint";
import { ErrorState } from "../../../../shared/ui/ErrorState";
import { DataTable } from "../../../../shared/ui/DataTable";
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
        <DataTable
          framed={false}
          minWidth={560}
          highlightOnHover={false}
          rows={items ?? []}
          rowKey={(i) => i.id}
          rowTestId={(i) => `staff-store-item-${i.id}`}
          columns={[
            {
              key: "name",
              header: "staff.store.name",
              primary: true,
              cell: (i) => (
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
              ),
            },
            { key: "price", header: "staff.store.price", cell: (i) => formatJpoint(i.price) },
            { key: "stock", header: "staff.store.stock", cell: (i) => `${i.stock} / ${i.stock + i.sold}` },
            {
              key: "edit",
              actions: true,
              cell: (i) => (
                <Button size="compact-sm" variant="light" onClick={() => onEdit(i)}>
                  <FormattedMessage id="staff.store.edit" />
                </Button>
              ),
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}
