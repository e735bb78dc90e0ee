import { useState } from "react";
import { Anchor, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { DataTable } from "../../../../shared/ui/DataTable";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { IconSearch } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { CONTENT_KINDS, CONTENT_STATES } from "@vitrine/schema";
import type { ContentKind, ContentState } from "../../../../gql/graphql";
import { useLocale } from "../../../../shared/i18n/LocaleContext";
import { EmptyState } from "../../../../shared/ui/EmptyState";
import { PagedSection } from "../../../../shared/ui/PagedSection";
import { StaffContentItemsQuery } from "../../graphql/staff";
import { KIND_MESSAGE, labelOf, STATE_MESSAGE, WEB_TYPE_MESSAGE } from "../../messages";
import { staffContentItemUrl } from "../../urls";
import { ContentDate } from "../reader/ContentDate";
import { ContentStateBadge } from "./ContentStateBadge";

/** Every item (any state) with kind / state filters and a search on titles and slugs, paged. */
export function StaffContentList() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [kind, setKind] = useState<ContentKind | null>(null);
  const [state, setState] = useState<ContentState | null>(null);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(StaffContentItemsQuery, {
    variables: { kind, state, search: debounced || null, page },
    fetchPolicy: "cache-and-network",
  });
  const label = (id: string) => intl.formatMessage({ id });
  return (
    <Paper withBorder radius="md" p="md" bg="dark.7">
      <Stack gap="md">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Select
            label={label("staff.content.field.kind")}
            placeholder={label("staff.content.filter.all")}
            clearable
            data={CONTENT_KINDS.map((k) => ({ value: k, label: label(KIND_MESSAGE[k]) }))}
            value={kind}
            onChange={(v) => {
              setKind(v as ContentKind | null);
              setPage(1);
            }}
            w={200}
            data-testid="staff-content-filter-kind"
          />
          <Select
            label={label("staff.content.field.state")}
            placeholder={label("staff.content.filter.all")}
            clearable
            data={CONTENT_STATES.map((s) => ({ value: s, label: label(STATE_MESSAGE[s]) }))}
            value={state}
            onChange={(v) => {
              setState(v as ContentState | null);
              setPage(1);
            }}
            w={160}
            data-testid="staff-content-filter-state"
          />
          <TextInput
            label={label("staff.content.search")}
            leftSection={<IconSearch size={14} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            maxLength={100}
            style={{ flex: 1 }}
            miw={180}
            data-testid="staff-content-search"
          />
        </Group>
        <PagedSection
          list={data?.staffContentItems}
          error={error}
          loading={loading}
          onRetry={() => void refetch()}
          page={page}
          onPage={setPage}
          empty={
            <EmptyState title={<FormattedMessage id="staff.content.empty" />} testId="staff-content-empty" />
          }
        >
          {(items) => (
            <DataTable
              framed={false}
              minWidth={640}
              rows={items}
              rowKey={(item) => item.id}
              rowTestId="staff-content-row"
              columns={[
                {
                  key: "title",
                  header: "staff.content.field.title",
                  primary: true,
                  cell: (item) => {
                    const t =
                      item.translations.find((x) => x.language === locale) ??
                      item.translations.find((x) => x.language === "tw") ??
                      item.translations[0];
                    return (
                      <>
                        <Anchor component={Link} to={staffContentItemUrl(locale, item.id)} fw={600}>
                          {t?.title || item.id}
                        </Anchor>
                        <Text size="xs" c="dimmed" fw={400}>
                          {item.translations.map((x) => x.language).join(" · ")}
                        </Text>
                      </>
                    );
                  },
                },
                {
                  key: "kind",
                  header: "staff.content.field.kind",
                  cell: (item) => (
                    <>
                      <FormattedMessage id={KIND_MESSAGE[item.kind]} />
                      {item.webType ? (
                        <Text size="xs" c="dimmed">
                          <WebTypeLabel webType={item.webType} />
                        </Text>
                      ) : null}
                    </>
                  ),
                },
                {
                  key: "state",
                  header: "staff.content.field.state",
                  cell: (item) => <ContentStateBadge state={item.state} />,
                },
                {
                  key: "updated",
                  header: "staff.content.updated",
                  cell: (item) => (
                    <>
                      <Text size="sm">{item.updatedByName}</Text>
                      <Text size="xs" c="dimmed">
                        <ContentDate value={item.updatedAt} />
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

/** An announcement's web type; one this client does not know, as its number. */
function WebTypeLabel({ webType }: { webType: number }) {
  const id = labelOf(WEB_TYPE_MESSAGE, String(webType));
  return id ? <FormattedMessage id={id} /> : <>{webType}</>;
}
