import { useState } from "react";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { StaffCardFieldsFragment } from "../../../../gql/graphql";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { showServerFieldError } from "../../../../shared/forms/serverFieldError";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { answerString, postUpload } from "../../../../shared/http/postUpload";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import { CardFormOptionsQuery, CreateCardMutation } from "../../graphql/catalog";
import { ArtworkDrop } from "./ArtworkDrop";
import { cardFormSchema, emptyCardForm, toCardInput, type CardFormValues } from "./catalogForms";

/** Message ids by value (explicit, so every message id can be checked). */
const LABEL = {
  name: "staff.cards.field.name",
  artistId: "staff.cards.field.artist",
  publisherId: "staff.cards.field.publisher",
  seriesId: "staff.cards.field.series",
  chainId: "staff.cards.field.chain",
  workNumber: "staff.cards.field.workNumber",
  edition: "staff.cards.field.edition",
  size: "staff.cards.field.size",
  creationYear: "staff.cards.field.creationYear",
  totalIssued: "staff.cards.field.totalIssued",
  releaseAt: "staff.cards.field.releaseAt",
} as const satisfies Record<keyof CardFormValues, string>;

type Card = StaffCardFieldsFragment;

/**
 * "New card" (createCard, then POST /staff/cards/:id/artwork): the artwork with its preview and the
 * card's facts; the platform assigns the token. When the artwork upload fails after the card was made,
 * submitting again only retries the upload. `onCreated` gets the card with its artwork URL.
 */
export function NewCardDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (card: Card) => void;
}) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [artwork, setArtwork] = useState<File | null>(null);
  const [artworkError, setArtworkError] = useState<string | null>(null);
  const [made, setMade] = useState<Card | null>(null);
  const [uploading, setUploading] = useState(false);
  const options = useQuery(CardFormOptionsQuery, { skip: !opened }).data?.cardFormOptions;
  const [create, { loading }] = useMutation(CreateCardMutation);
  const form = useForm<CardFormValues>({
    initialValues: emptyCardForm(),
    validate: schemaResolver(cardFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const fieldError = useFieldError(form.errors);
  const label = (field: keyof CardFormValues) => intl.formatMessage({ id: LABEL[field] });
  const named = (rows: readonly { id: string; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: r.id, label: r.name }));
  const series = (options?.series ?? []).filter((s) => s.publisherId === form.values.publisherId);

  const reset = () => {
    form.setValues(emptyCardForm());
    form.resetDirty();
    setArtwork(null);
    setArtworkError(null);
    setMade(null);
  };
  const onSubmit = async (values: CardFormValues) => {
    if (!artwork) return setArtworkError("staff.cards.artworkRequired");
    try {
      let card = made;
      if (!card) {
        const res = await create({ variables: { input: toCardInput(values) } });
        card = res.data?.createCard ?? null;
        if (!card) return;
        setMade(card);
      }
      setUploading(true);
      const answer = await postUpload(`/staff/cards/${card.id}/artwork`, { multipart: artwork });
      const done = { ...card, imageUrl: answerString(answer, "imageUrl") };
      snackbar.show(intl.formatMessage({ id: "staff.cards.created" }, { name: done.name }), "success");
      reset();
      onCreated(done);
    } catch (error) {
      showServerFieldError(form, handleError(error));
    } finally {
      setUploading(false);
    }
  };

  const text = (field: "name" | "workNumber" | "edition" | "size" | "creationYear" | "totalIssued") => (
    <TextInput
      label={label(field)}
      withAsterisk={field === "name" || field === "totalIssued"}
      inputMode={field === "creationYear" || field === "totalIssued" ? "numeric" : undefined}
      {...form.getInputProps(field)}
      error={fieldError(field)}
      disabled={made !== null}
      data-testid={`staff-card-${field}`}
    />
  );
  const select = (
    field: "artistId" | "publisherId" | "seriesId" | "chainId",
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={label(field)}
      withAsterisk={field !== "seriesId"}
      data={data}
      searchable
      clearable={field === "seriesId"}
      nothingFoundMessage={intl.formatMessage({ id: "staff.cards.nothingFound" })}
      {...form.getInputProps(field)}
      value={form.values[field] || null}
      onChange={(value) => {
        form.setFieldValue(field, value ?? "");
        if (field === "publisherId") form.setFieldValue("seriesId", "");
      }}
      error={fieldError(field)}
      disabled={made !== null}
      comboboxProps={{ withinPortal: true }}
      data-testid={`staff-card-${field}`}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={<FormattedMessage id="staff.cards.new" />}
      data-testid="staff-card-form"
    >
      <form
        onSubmit={(event) => {
          // The artwork is checked with the fields, so every gap shows at once.
          if (!artwork) setArtworkError("staff.cards.artworkRequired");
          form.onSubmit((v) => void onSubmit(v))(event);
        }}
        noValidate
      >
        <Stack gap="sm">
          <ArtworkDrop
            file={artwork}
            error={artworkError}
            onChange={(file, error) => {
              setArtwork(file);
              setArtworkError(error);
            }}
          />
          {text("name")}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {select("artistId", named(options?.artists))}
            {select("publisherId", named(options?.publishers))}
            {select("seriesId", named(series))}
            {select(
              "chainId",
              (options?.chains ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.code})` })),
            )}
            {text("workNumber")}
            {text("edition")}
            {text("size")}
            {text("creationYear")}
            {text("totalIssued")}
            <TextInput
              type="datetime-local"
              label={label("releaseAt")}
              withAsterisk
              {...form.getInputProps("releaseAt")}
              error={fieldError("releaseAt")}
              disabled={made !== null}
              data-testid="staff-card-releaseAt"
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            <FormattedMessage id={made ? "staff.cards.retryUpload" : "staff.cards.tokenHelp"} />
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={loading || uploading} data-testid="staff-card-submit">
              <FormattedMessage id="staff.cards.create" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
