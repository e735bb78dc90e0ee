import { Chip, Group, Skeleton } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import type { ContentKind } from "../../../../gql/graphql";
import { ContentCategoriesQuery } from "../../graphql/reader";
import { categoryLabel } from "./categoryLabel";

const ALL = "";

/** Filter chips from the categories of the kind's published items; "All" clears the filter. */
export function CategoryChips({
  kind,
  value,
  onChange,
}: {
  kind: ContentKind;
  value: string | null;
  onChange: (category: string | null) => void;
}) {
  const intl = useIntl();
  const { data, loading } = useQuery(ContentCategoriesQuery, { variables: { kind } });
  const categories = data?.contentCategories ?? [];
  if (loading && !data) return <Skeleton height={26} width={220} radius="xl" />;
  // One category (or none) filters nothing.
  if (categories.length < 2 && !value) return null;
  return (
    <Chip.Group multiple={false} value={value ?? ALL} onChange={(next) => onChange(next || null)}>
      <Group gap="xs" data-testid="content-categories">
        <Chip value={ALL} size="sm" variant="light">
          {intl.formatMessage({ id: "content.category.all" })}
        </Chip>
        {categories.map((category) => (
          <Chip key={category} value={category} size="sm" variant="light" data-testid="content-category">
            {categoryLabel(intl, category)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
