import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconSettings } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { Link, useParams } from "react-router";
import { ERRORS } from "@vitrine/schema";
import { PageLoader } from "../../../app/layout/PageLoader";
import { mapError } from "../../../shared/errors/errorMapper";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { CardGrid } from "../../catalog";
import { UserAvatar } from "../components/UserAvatar";
import { PublicCollectionQuery, PublicUserQuery } from "../graphql/publicUser";
import { useViewer } from "../hooks/useViewer";
import { accountUrl } from "../urls";

const NOT_FOUND_CODES: ReadonlySet<number> = new Set([ERRORS.NOT_FOUND.code, ERRORS.USER_NOT_FOUND.code]);

/** The cards a member holds, as a grid of card tiles (publicCollection). */
function PublicCollectionGrid({ publicId, name }: { publicId: string; name: string }) {
  const { data, loading, error, refetch } = useQuery(PublicCollectionQuery, { variables: { publicId } });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) {
    return (
      <div data-testid="public-collection-loading">
        <CardGrid loading skeletons={4} />
      </div>
    );
  }
  const holdings = data?.publicCollection ?? [];
  if (holdings.length === 0) {
    return (
      <EmptyState
        testId="public-collection-empty"
        title={<FormattedMessage id="accounts.user.collectionEmpty" />}
        description={<FormattedMessage id="accounts.user.collectionEmptyHint" values={{ name }} />}
      />
    );
  }
  return (
    <div data-testid="public-collection">
      <CardGrid cards={holdings.map((holding) => holding.card)} />
    </div>
  );
}

/**
 * /{lang}/users/:publicId — what anyone may see of a member: the profile card (with a settings link for
 * the member) and the cards they hold.
 */
export function PublicUserPage() {
  const { publicId = "" } = useParams();
  const { locale } = useLocale();
  const { viewer } = useViewer();
  const { data, loading, error, refetch } = useQuery(PublicUserQuery, { variables: { publicId } });

  if (loading && !data) return <PageLoader />;
  if (error && !data) {
    if (NOT_FOUND_CODES.has(mapError(error).code)) {
      return (
        <EmptyState
          testId="public-user-not-found"
          title={<FormattedMessage id="accounts.user.notFound" />}
          description={<FormattedMessage id="accounts.user.notFoundHint" />}
        />
      );
    }
    return <ErrorState error={error} onRetry={() => void refetch()} />;
  }
  const user = data?.publicUser;
  if (!user) return null;
  const isMe = viewer?.publicId === user.publicId;

  return (
    <Stack gap="xl">
      <Paper
        withBorder
        radius="lg"
        p="xl"
        bg="dark.7"
        data-testid="public-user-page"
        maw={720}
        mx="auto"
        w="100%"
      >
        <Group gap="xl" wrap="wrap">
          <UserAvatar name={user.displayName} src={user.profilePictureUrl} size={112} />
          <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
            <Title order={1} size="h2" data-testid="public-user-name">
              {user.displayName}
            </Title>
            <Text c="dimmed" size="sm">
              <FormattedMessage
                id="accounts.user.memberSince"
                values={{ date: <FormattedDate value={user.memberSince} dateStyle="long" /> }}
              />
            </Text>
            {isMe && (
              <Group mt="sm">
                <Button
                  component={Link}
                  to={accountUrl(locale)}
                  variant="light"
                  leftSection={<IconSettings size={16} />}
                  data-testid="public-user-settings"
                >
                  <FormattedMessage id="accounts.menu.account" />
                </Button>
              </Group>
            )}
          </Stack>
        </Group>
      </Paper>
      <Stack gap="md">
        <Title order={2} size="h3">
          <FormattedMessage id="accounts.user.collectionTitle" />
        </Title>
        <PublicCollectionGrid publicId={user.publicId} name={user.displayName} />
      </Stack>
    </Stack>
  );
}
