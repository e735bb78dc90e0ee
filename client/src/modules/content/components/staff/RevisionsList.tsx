import { useState } from "react";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { DataTable } from "../../../../shared/ui/DataTable";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { EmptyState } from "../../../../shared/ui/EmptyState";
import { PagedSection } from "../../../../shared/ui/PagedSection";
import { ContentRevisionsQuery } from "../../graphql/staff";
import { labelOf, REVISION_MESSAGE } from "../../messages";
import { ContentDate } from "../reader/ContentDate";

/** Who changed the item, when, how, and which fields (newest first, paged). */
export function RevisionsList({ itemId }: { itemId: string }) {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(ContentRevisionsQuery, {
    // The editor remounts this list at each new revision, so a save shows its line at once.
    variables: { itemId, page },
    fetchPolicy: "cache-and-network",
  });
  return (
    <Paper withBorder radius="md" p="md" bg="dark.7" data-testid="staff-content-revisions">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="staff.content.revisions" />
        </Title>
        <PagedSection
          list={data?.contentRevisions}
          error={error}
          loading={loading}
          onRetry={() => void refetch()}
          page={page}
          onPage={setPage}
          empty={<EmptyState title={<FormattedMessage id="staff.content.revisionsEmpty" />} />}
        >
          {(items) => (
            <DataTable
              framed={false}
              highlightOnHover={false}
              minWidth={560}
              rows={items}
              rowKey={(r) => r.revision}
              rowTestId="staff-content-revision"
              columns={[
                { key: "revision", headerNode: "#", primary: true, cell: (r) => `#${r.revision}` },
                {
                  key: "action",
                  header: "staff.content.revision.action",
                  nowrap: true,
                  cell: (r) => <ActionLabel action={r.action} />,
                },
                {
                  key: "fields",
                  header: "staff.content.revision.fields",
                  cell: (r) => (
                    <Group gap={4}>
                      {r.changedFields.map((f) => (
                        <Badge key={f} size="xs" variant="outline" color="gray" tt="none">
                          {f}
                        </Badge>
                      ))}
                    </Group>
                  ),
                },
                {
                  key: "by",
                  header: "staff.content.revision.by",
                  cell: (r) => (
                    <>
                      <Text size="sm">{r.editorName}</Text>
                      <Text size="xs" c="dimmed">
                        <ContentDate value={r.createdAt} />
                      </Text>
                    </>
                  ),
                },
              ]}
            />
          )}
        </PagedSection>
      </Stack>
    </Paper>
  );
}

/** A revision's action in the page's language; one this client does not know, as it is. */
function ActionLabel({ action }: { action: string }) {
  const id = labelOf(REVISION_MESSAGE, action);
  return id ? <FormattedMessage id={id} /> : <>{action}</>;
}
