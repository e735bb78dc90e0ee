import { useState, type ReactNode } from "react";
import { Button, Skeleton, Stack, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { releasesUrl } from "../../primary";
import { PackageItem } from "../components/PackageItem";
import { MyPackagesQuery } from "../graphql/queries";

function Section({ titleId, count, children }: { titleId: string; count: number; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3}>
        <FormattedMessage id={titleId} values={{ count }} />
      </Title>
      {children}
    </Stack>
  );
}

/** /{lang}/packages: the viewer's card packages, unopened first; opening reveals the drawn cards. */
export function PackagesPage() {
  const { locale } = useLocale();
  const [justOpened, setJustOpened] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(MyPackagesQuery, { fetchPolicy: "cache-and-network" });

  let content: ReactNode;
  if (error) content = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (loading && !data) {
    content = (
      <Stack data-testid="packages-loading">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={80} radius="lg" />
        ))}
      </Stack>
    );
  } else {
    const packages = data?.myPackages ?? [];
    // The package just opened shows first, with its reveal, until the page is left.
    const unopened = packages.filter((p) => p.state === "UNOPENED");
    const opened = packages.filter((p) => p.state === "OPENED");
    const item = (p: (typeof packages)[number]) => (
      <PackageItem key={p.id} pkg={p} justOpened={p.id === justOpened} onOpened={setJustOpened} />
    );
    content =
      packages.length === 0 ? (
        <EmptyState
          testId="packages-empty"
          title={<FormattedMessage id="packages.emptyTitle" />}
          description={<FormattedMessage id="packages.emptyText" />}
          action={
            <Button component={Link} to={releasesUrl(locale)} variant="light" mt="xs">
              <FormattedMessage id="nav.releases" />
            </Button>
          }
        />
      ) : (
        <Stack gap="xl">
          {justOpened && opened.some((p) => p.id === justOpened) && (
            <Section titleId="packages.section.justOpened" count={1}>
              {item(opened.find((p) => p.id === justOpened)!)}
            </Section>
          )}
          {unopened.length > 0 && (
            <Section titleId="packages.section.unopened" count={unopened.length}>
              {unopened.map(item)}
            </Section>
          )}
          {opened.some((p) => p.id !== justOpened) && (
            <Section
              titleId="packages.section.opened"
              count={opened.filter((p) => p.id !== justOpened).length}
            >
              {opened.filter((p) => p.id !== justOpened).map(item)}
            </Section>
          )}
        </Stack>
      );
  }

  return (
    <Stack gap="lg" data-testid="packages-page">
      <Title order={1}>
        <FormattedMessage id="packages.title" />
      </Title>
      {content}
    </Stack>
  );
}
