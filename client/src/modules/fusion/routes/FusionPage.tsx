import { Badge, Button, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconArrowRight } from "@tabler/icons-react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { DataTable } from "../../../shared/ui/DataTable";
import { useRequireSignIn, useViewer } from "../../accounts";
import type { FusionRecipesQuery } from "../../../gql/graphql";
import { FuseConfirm } from "../components/FuseConfirm";
import { FusionHistoryQuery, FusionRecipesQuery as FusionRecipesDocument } from "../graphql/fusion";

type Recipe = FusionRecipesQuery["fusionRecipes"][number];

/** /{lang}/fusion: recipes with held/needed per input, a Fuse button, and the viewer's fusions. */
export function FusionPage() {
  const { viewer } = useViewer();
  const recipes = useQuery(FusionRecipesDocument);

  return (
    <Stack gap="lg" data-testid="fusion-page">
      <Title order={1}>
        <FormattedMessage id="fusion.title" />
      </Title>
      <Text c="dimmed">
        <FormattedMessage id="fusion.intro" />
      </Text>
      {recipes.error ? (
        <ErrorState error={recipes.error} onRetry={() => void recipes.refetch()} />
      ) : recipes.loading && !recipes.data ? (
        <Skeleton height={200} radius="lg" />
      ) : recipes.data!.fusionRecipes.length === 0 ? (
        <EmptyState title={<FormattedMessage id="fusion.noRecipes" />} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {recipes.data!.fusionRecipes.map((recipe) => (
            <RecipeCard key={recipe.id} recipe={recipe} />
          ))}
        </SimpleGrid>
      )}
      {viewer ? <FusionHistory /> : null}
    </Stack>
  );
}

function RecipeCard({ recipe }: { recipe: Recipe }) {
  const intl = useIntl();
  const { viewer } = useViewer();
  const dialogs = useDialogs();
  const requireSignIn = useRequireSignIn();
  return (
    <Paper withBorder radius="lg" p="md" data-testid="fusion-recipe">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {recipe.name}
        </Title>
        <Group wrap="nowrap" align="center">
          <Stack gap={6} style={{ flex: 1 }}>
            {recipe.inputs.map((input) => {
              const enough = input.held >= input.units;
              return (
                <Group key={input.card.id} gap="xs" wrap="nowrap" data-testid="fusion-input">
                  <Image src={input.card.imageUrl} alt={input.card.name} w={40} h={40} radius="sm" />
                  <Text size="sm" style={{ flex: 1 }} truncate>
                    {input.card.name}
                  </Text>
                  <Badge color={enough ? "teal" : "red"} variant="light" data-testid="fusion-input-count">
                    <FormattedMessage
                      id="fusion.heldNeeded"
                      values={{ held: input.held, needed: input.units }}
                    />
                  </Badge>
                  {input.listed > 0 ? (
                    <Text size="xs" c="dimmed">
                      <FormattedMessage id="fusion.listed" values={{ listed: input.listed }} />
                    </Text>
                  ) : null}
                </Group>
              );
            })}
          </Stack>
          <IconArrowRight size={20} />
          <Stack gap={4} align="center" w={110}>
            <Image src={recipe.outputCard.imageUrl} alt={recipe.outputCard.name} w={72} h={72} radius="sm" />
            <Text size="sm" ta="center" lineClamp={2}>
              <FormattedMessage
                id="fusion.output"
                values={{ units: recipe.outputUnits, name: recipe.outputCard.name }}
              />
            </Text>
          </Stack>
        </Group>
        <Button
          // Visitors may press it: they are asked to sign in.
          disabled={viewer !== null && !recipe.canFuse}
          data-testid="fusion-fuse"
          onClick={() =>
            requireSignIn(() =>
              dialogs.open({
                kind: "fuse-confirm",
                type: DEFAULT_DIALOG_TYPE,
                title: intl.formatMessage({ id: "fusion.confirmTitle" }),
                content: <FuseConfirm recipe={recipe} />,
              }),
            )
          }
        >
          <FormattedMessage id="fusion.fuse" />
        </Button>
      </Stack>
    </Paper>
  );
}

function FusionHistory() {
  const { data, loading, error, refetch } = useQuery(FusionHistoryQuery);
  const items = data?.fusionHistory ?? [];
  return (
    <Paper withBorder radius="lg" p="md" data-testid="fusion-history">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="fusion.history" />
        </Title>
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : loading && !data ? (
          <Skeleton height={60} />
        ) : items.length === 0 ? (
          <Text c="dimmed">
            <FormattedMessage id="fusion.historyEmpty" />
          </Text>
        ) : (
          <DataTable
            framed={false}
            highlightOnHover={false}
            rows={items}
            rowKey={(r) => r.id}
            rowTestId="fusion-history-row"
            columns={[
              {
                key: "date",
                cell: (r) => <FormattedDate value={r.createdAt} dateStyle="medium" timeStyle="short" />,
              },
              { key: "recipe", primary: true, cell: (r) => r.recipeName },
              { key: "inputs", cell: (r) => r.inputs.map((i) => `${i.card.name} ×${i.units}`).join(", ") },
              {
                key: "output",
                cell: (r) => (
                  <FormattedMessage
                    id="fusion.output"
                    values={{ units: r.outputUnits, name: r.outputCard.name }}
                  />
                ),
              },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
