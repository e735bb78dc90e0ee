import { useState } from "react";
import { Button, Group, List, Stack, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import type { FusionRecipesQuery } from "../../../gql/graphql";
import { FuseMutation } from "../graphql/fusion";

type Recipe = FusionRecipesQuery["fusionRecipes"][number];

/** Confirms a fusion: the inputs are used up. The key is made once per dialog (a retry fuses once). */
export function FuseConfirm({ recipe }: { recipe: Recipe }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const intl = useIntl();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [fuse, { loading }] = useMutation(FuseMutation, {
    refetchQueries: ["FusionRecipes", "FusionHistory", "MyCollection"],
  });

  const submit = async () => {
    try {
      await fuse({ variables: { recipeId: recipe.id, idempotencyKey } });
      dialogs.close();
      snackbar.show(
        intl.formatMessage(
          { id: "fusion.done" },
          { units: recipe.outputUnits, name: recipe.outputCard.name },
        ),
        "success",
      );
    } catch (error) {
      dialogs.close();
      handleError(error);
    }
  };

  return (
    <Stack gap="md" data-testid="fuse-confirm">
      <Text>
        <FormattedMessage
          id="fusion.confirmText"
          values={{ units: recipe.outputUnits, name: recipe.outputCard.name }}
        />
      </Text>
      <List size="sm">
        {recipe.inputs.map((input) => (
          <List.Item key={input.card.id}>
            <FormattedMessage id="fusion.uses" values={{ units: input.units, name: input.card.name }} />
          </List.Item>
        ))}
      </List>
      <Text c="red" size="sm">
        <FormattedMessage id="fusion.irreversible" />
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={dialogs.close}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button loading={loading} onClick={() => void submit()} data-testid="fuse-confirm-button">
          <FormattedMessage id="fusion.fuse" />
        </Button>
      </Group>
    </Stack>
  );
}
