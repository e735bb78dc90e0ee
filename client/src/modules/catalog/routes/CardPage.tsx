import { useEffect, useRef } from "react";
import { AspectRatio, Grid, Image, Skeleton, Stack } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { useParams } from "react-router";
import { ERRORS } from "@vitrine/schema";
import type { CardDetailQueryVariables } from "../../../gql/graphql";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { mapError } from "../../../shared/errors/errorMapper";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { CardFacts } from "../components/CardFacts";
import { CommodityExplainerLink } from "../../../shared/shell/CommodityExplainerLink";
import { CardOpenListings } from "../components/CardOpenListings";
import { CardTabs } from "../components/CardTabs";
import { ViewerUnits } from "../components/ViewerUnits";
import { CardDetailQuery } from "../graphql/cardPage";
import { parseCardDetailPath } from "../urls";

/** The dialogs of the viewer's units: when one closes, the units (and listings) may have changed. */
const UNIT_DIALOGS: ReadonlySet<string> = new Set(["sell", "card-withdraw", "card-gift"]);

/** The query variables of the address: /card/:cardId, or the spec's cardDetail/…/{token_id}. */
function useCardVariables(): CardDetailQueryVariables | null {
  const params = useParams();
  if (params.cardId !== undefined) return /^\d{1,19}$/.test(params.cardId) ? { id: params.cardId } : null;
  const address = parseCardDetailPath(params["*"]);
  return address ? { token: address } : null;
}

/**
 * /{lang}/card/:cardId and /{lang}/cardDetail/{user_address?}/{contract_id?}/{token_address?}/{token_id}:
 * one card's page, listed or not (spec §2). An unknown card, or an address that cannot name one,
 * shows the missing state.
 */
export function CardPage() {
  const variables = useCardVariables();
  const dialogs = useDialogs();
  const { data, loading, error, refetch } = useQuery(CardDetailQuery, {
    variables: variables ?? {},
    skip: variables === null,
    // Owners, listings, likes and the viewer's units change under other people's hands: a revisit
    // shows what is cached at once and reads the page again.
    fetchPolicy: "cache-and-network",
  });
  // After Sell, Withdraw or Gift the viewer's units changed: read the page again when the dialog closes.
  const lastDialog = useRef<string | null>(null);
  useEffect(() => {
    if (lastDialog.current && UNIT_DIALOGS.has(lastDialog.current) && dialogs.openKind === null) {
      void refetch();
    }
    lastDialog.current = dialogs.openKind;
  }, [dialogs.openKind, refetch]);

  const mapped = error === undefined ? undefined : mapError(error);
  const notFound =
    variables === null ||
    (mapped !== undefined &&
      (mapped.code === ERRORS.NOT_FOUND.code || mapped.code === ERRORS.DATA_ERROR.code));
  if (notFound) {
    return (
      <EmptyState
        testId="card-missing"
        title={<FormattedMessage id="catalog.card.missingTitle" />}
        description={<FormattedMessage id="catalog.card.missingText" />}
      />
    );
  }
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={420} radius="lg" data-testid="card-loading" />;
  const detail = data!.cardDetail;
  return (
    <Stack gap="xl" data-testid="card-page">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <AspectRatio ratio={1}>
            <Image src={detail.card.imageUrl} alt={detail.card.name} radius="lg" fit="cover" />
          </AspectRatio>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <Stack gap="lg">
            <CardFacts detail={detail} />
            <CommodityExplainerLink />
            <ViewerUnits detail={detail} />
            <CardOpenListings listings={detail.openListings} />
          </Stack>
        </Grid.Col>
      </Grid>
      <CardTabs detail={detail} />
    </Stack>
  );
}
