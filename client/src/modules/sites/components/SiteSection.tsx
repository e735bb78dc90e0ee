import type { ReactNode } from "react";
import { Anchor, Box } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { SectionHeading } from "../../home";

/**
 * One section of a site home: a heading with "See all" (the full page, inside the site), then the
 * items, an error with retry, or "nothing here yet".
 */
export function SiteSection({
  testId,
  title,
  subtitle,
  moreTo,
  error,
  onRetry,
  empty,
  children,
}: {
  testId: string;
  title: ReactNode;
  subtitle?: ReactNode;
  moreTo: string;
  error?: unknown;
  onRetry: () => void;
  /** True once the data arrived with no item. */
  empty: boolean;
  children: ReactNode;
}) {
  const headingId = `${testId}-title`;
  return (
    <Box component="section" data-testid={testId} aria-labelledby={headingId}>
      <SectionHeading
        id={headingId}
        title={title}
        subtitle={subtitle}
        aside={
          <Anchor component={Link} to={moreTo} size="sm" c="vitrine.3" data-testid={`${testId}-more`}>
            <FormattedMessage id="site.section.seeAll" />
          </Anchor>
        }
      />
      {error ? (
        <ErrorState error={error} onRetry={onRetry} />
      ) : empty ? (
        <EmptyState title={<FormattedMessage id="site.section.empty" />} />
      ) : (
        children
      )}
    </Box>
  );
}
