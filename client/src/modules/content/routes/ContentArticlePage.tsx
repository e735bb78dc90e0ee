import { Anchor, Button, Group, Skeleton, Stack } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconArrowLeft, IconChevronLeft } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { ERRORS } from "@vitrine/schema";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { mapError } from "../../../shared/errors/errorMapper";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { ContentItemQuery } from "../graphql/reader";
import { LIST_KINDS, type ListKind } from "../kinds";
import { ArticleView } from "../components/reader/ArticleView";

/** /{lang}/{announcement|news|editorial|event}/:id — one published item. */
export function ContentArticlePage({ kind }: { kind: ListKind }) {
  const { id = "" } = useParams();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const { data, error, refetch } = useQuery(ContentItemQuery, { variables: { id } });
  const item = data?.contentItem;
  // An item of another kind opened under this kind's path is not this page's.
  const wrongKind = item && item.kind !== kind;
  const listUrl =
    kind === "ANNOUNCEMENT" && item?.webType === 4
      ? `${LIST_KINDS[kind].listUrl(locale)}?web_type=4`
      : LIST_KINDS[kind].listUrl(locale);

  const back = (
    <Group gap="sm">
      {/* "Previous" only when this page was reached inside the app (else there is nothing to go back to). */}
      {location.key !== "default" ? (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconChevronLeft size={16} />}
          onClick={() => void navigate(-1)}
          data-testid="content-previous"
        >
          <FormattedMessage id="content.article.previous" />
        </Button>
      ) : null}
      <Anchor component={Link} to={listUrl} size="sm" data-testid="content-back">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          <FormattedMessage
            id="content.article.backTo"
            values={{ list: <FormattedMessage id={LIST_KINDS[kind].routeName} /> }}
          />
        </Group>
      </Anchor>
    </Group>
  );

  if ((error && !item && mapError(error).code === ERRORS.NOT_FOUND.code) || wrongKind)
    return (
      <EmptyState
        title={<FormattedMessage id="content.article.notFound" />}
        action={back}
        testId="content-not-found"
      />
    );
  if (error && !item) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!item)
    return (
      <Stack gap="md" data-testid="content-loading">
        <Skeleton height={36} width="70%" />
        <Skeleton height={16} width={200} />
        <Skeleton height={240} />
      </Stack>
    );
  return (
    <Stack gap="xl">
      <ArticleView item={item} />
      {back}
    </Stack>
  );
}
