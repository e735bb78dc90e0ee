import { useState } from "react";
import { ActionIcon, Badge, Button, Group, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { DataTable } from "../../../shared/ui/DataTable";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { FormPanel, QueryState } from "../components/console/ConsoleParts";
import {
  CreateFusionRecipeMutation,
  SetFusionRecipeActiveMutation,
  StaffFusionRecipesQuery,
} from "../graphql/catalog";

/** Message ids by value (explicit, so every message id can be checked). */
const COL_MESSAGE = {
  name: "staff.fusion.col.name",
  inputs: "staff.fusion.col.inputs",
  output: "staff.fusion.col.output",
  active: "staff.fusion.col.active",
} as const;

interface Ingredient {
  cardId: string;
  units: string;
}

/** /{lang}/admin/fusion — fusion recipes (catalogManage): every recipe, on or off, and new ones. */
export function StaffFusionPage() {
  return (
    <RequireStaff>
      <Fusion />
    </RequireStaff>
  );
}

function Fusion() {
  const { data, loading, error, refetch } = useQuery(StaffFusionRecipesQuery, {
    fetchPolicy: "cache-and-network",
  });
  const recipes = data?.fusionRecipes ?? [];
  return (
    <Stack gap="lg" data-testid="staff-fusion">
      <StaffNav current="fusion" />
      <RecipeForm />
      <QueryState
        loading={loading}
        error={error}
        hasData={Boolean(data)}
        isEmpty={recipes.length === 0}
        empty={<FormattedMessage id="staff.fusion.empty" />}
        emptyTestId="staff-fusion-empty"
        onRetry={() => void refetch()}
      >
        <DataTable
          testId="staff-fusion-table"
          minWidth={640}
          rows={recipes}
          rowKey={(recipe) => recipe.id}
          rowTestId="staff-fusion-row"
          columns={[
            {
              key: "name",
              header: COL_MESSAGE.name,
              primary: true,
              cell: (recipe) => (
                <Text size="sm" fw={600}>
                  {recipe.name}
                </Text>
              ),
            },
            {
              key: "inputs",
              header: COL_MESSAGE.inputs,
              cell: (recipe) => (
                <Group gap={4}>
                  {recipe.inputs.map((input) => (
                    <Badge key={input.card.id} variant="light" color="gray">
                      {input.units} × {input.card.name}
                    </Badge>
                  ))}
                </Group>
              ),
            },
            {
              key: "output",
              header: COL_MESSAGE.output,
              cell: (recipe) => (
                <Text size="sm">
                  {recipe.outputUnits} × {recipe.outputCard.name}
                </Text>
              ),
            },
            {
              key: "active",
              header: COL_MESSAGE.active,
              cell: (recipe) => <ActiveSwitch id={recipe.id} active={recipe.active} />,
            },
          ]}
        />
      </QueryState>
    </Stack>
  );
}

function ActiveSwitch({ id, active }: { id: string; active: boolean }) {
  const handleError = useErrorHandler();
  const [setActive, { loading }] = useMutation(SetFusionRecipeActiveMutation);
  return (
    <Switch
      checked={active}
      disabled={loading}
      onChange={(e) => {
        setActive({ variables: { recipeId: id, active: e.currentTarget.checked } }).catch(handleError);
      }}
      data-testid="staff-fusion-active"
    />
  );
}

function RecipeForm() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [name, setName] = useState("");
  const [output, setOutput] = useState<Ingredient>({ cardId: "", units: "1" });
  const [inputs, setInputs] = useState<Ingredient[]>([{ cardId: "", units: "1" }]);
  const [create, { loading }] = useMutation(CreateFusionRecipeMutation, {
    refetchQueries: ["StaffFusionRecipes"],
  });
  const submit = async () => {
    try {
      await create({
        variables: {
          input: {
            name: name.trim(),
            outputCardId: output.cardId.trim(),
            outputUnits: Number(output.units),
            inputs: inputs.map((i) => ({ cardId: i.cardId.trim(), units: Number(i.units) })),
          },
        },
      });
      snackbar.show(intl.formatMessage({ id: "staff.fusion.created" }), "success");
      setName("");
      setOutput({ cardId: "", units: "1" });
      setInputs([{ cardId: "", units: "1" }]);
    } catch (e) {
      handleError(e);
    }
  };
  const label = (id: "staff.fusion.cardId" | "staff.fusion.units") => intl.formatMessage({ id });
  return (
    <FormPanel title={<FormattedMessage id="staff.fusion.new" />}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          required
          label={intl.formatMessage({ id: "staff.fusion.name" })}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-testid="staff-fusion-name"
        />
        <TextInput
          required
          label={intl.formatMessage({ id: "staff.fusion.outputCardId" })}
          value={output.cardId}
          onChange={(e) => setOutput({ ...output, cardId: e.currentTarget.value })}
          data-testid="staff-fusion-output-card"
        />
        <TextInput
          required
          label={intl.formatMessage({ id: "staff.fusion.outputUnits" })}
          value={output.units}
          onChange={(e) => setOutput({ ...output, units: e.currentTarget.value })}
          data-testid="staff-fusion-output-units"
        />
      </SimpleGrid>
      <Text size="sm" fw={600}>
        <FormattedMessage id="staff.fusion.inputs" />
      </Text>
      {inputs.map((row, i) => (
        <Group key={i} gap="xs" align="flex-end" data-testid="staff-fusion-input-row">
          <TextInput
            w={140}
            label={label("staff.fusion.cardId")}
            value={row.cardId}
            onChange={(e) =>
              setInputs(inputs.map((r, j) => (j === i ? { ...r, cardId: e.currentTarget.value } : r)))
            }
            data-testid="staff-fusion-input-card"
          />
          <TextInput
            w={90}
            label={label("staff.fusion.units")}
            value={row.units}
            onChange={(e) =>
              setInputs(inputs.map((r, j) => (j === i ? { ...r, units: e.currentTarget.value } : r)))
            }
            data-testid="staff-fusion-input-units"
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            disabled={inputs.length === 1}
            onClick={() => setInputs(inputs.filter((_, j) => j !== i))}
            aria-label={intl.formatMessage({ id: "staff.fusion.removeInput" })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => setInputs([...inputs, { cardId: "", units: "1" }])}
          data-testid="staff-fusion-add-input"
        >
          <FormattedMessage id="staff.fusion.addInput" />
        </Button>
        <Button loading={loading} onClick={() => void submit()} data-testid="staff-fusion-submit">
          <FormattedMessage id="staff.fusion.create" />
        </Button>
      </Group>
    </FormPanel>
  );
}
