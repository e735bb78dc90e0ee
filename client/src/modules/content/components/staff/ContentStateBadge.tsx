import { Badge } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { ContentState } from "../../../../gql/graphql";
import { STATE_MESSAGE } from "../../messages";

const COLORS: Record<ContentState, string> = {
  DRAFT: "gray",
  SCHEDULED: "orange",
  PUBLISHED: "green",
  ARCHIVED: "dark",
};

export function ContentStateBadge({ state }: { state: ContentState }) {
  return (
    <Badge color={COLORS[state]} variant="light" data-testid="staff-content-state">
      <FormattedMessage id={STATE_MESSAGE[state]} />
    </Badge>
  );
}
