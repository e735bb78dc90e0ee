import { useState } from "react";
import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { IconDeviceFloppy, IconTrash } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { CONTENT_LIMITS, LOCALES, LOCALE_NAMES, marketplaceBannerRule, type Locale } from "@vitrine/schema";
import type { StaffMarketplaceBannerFieldsFragment } from "../../../../../gql/graphql";
import { useErrorHandler } from "../../../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../../../shared/snackbar/SnackbarContext";
import { DeleteMarketplaceBannerMutation, SaveMarketplaceBannerMutation } from "../../../graphql/site";
import { ImageUpload } from "../ImageUpload";
import { issuesToFields, localizedPath, perLocale } from "./siteForms";

interface BannerValues {
  imageUrl: string | null;
  linkUrl: string;
  position: number;
  active: boolean;
  titles: Record<Locale, string>;
}

function valuesFrom(banner: StaffMarketplaceBannerFieldsFragment | null, position: number): BannerValues {
  const titles = perLocale("");
  for (const t of banner?.titles ?? []) if (t.language in titles) titles[t.language as Locale] = t.text;
  return {
    imageUrl: banner?.imageUrl ?? null,
    linkUrl: banner?.linkUrl ?? "",
    position: banner?.position ?? position,
    active: banner?.active ?? true,
    titles,
  };
}

const toInput = (v: BannerValues) => ({
  position: v.position,
  active: v.active,
  imageUrl: v.imageUrl ?? "",
  linkUrl: v.linkUrl.trim() || null,
  titles: LOCALES.filter((l) => v.titles[l].trim()).map((language) => ({
    language,
    text: v.titles[language].trim(),
  })),
});

/** One marketplace banner (or a new one): image at the carousel's 4:1, link, titles, order, on/off. */
export function BannerEditor({
  banner,
  nextPosition,
  onChanged,
}: {
  banner: StaffMarketplaceBannerFieldsFragment | null;
  nextPosition: number;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [save, saving] = useMutation(SaveMarketplaceBannerMutation);
  const [remove, removing] = useMutation(DeleteMarketplaceBannerMutation);
  const form = useForm<BannerValues>({
    initialValues: valuesFrom(banner, nextPosition),
    validate: (v) => {
      const input = toInput(v);
      return issuesToFields(marketplaceBannerRule.safeParse(input), localizedPath("titles", input.titles));
    },
  });
  const fieldError = useFieldError(form.errors);
  const label = (id: string) => intl.formatMessage({ id });

  const submit = form.onSubmit(async (v) => {
    try {
      await save({ variables: { input: { id: banner?.id ?? null, ...toInput(v) } } });
      snackbar.show(label("staff.site.banner.saved"), "success");
      if (!banner) form.reset();
      onChanged();
    } catch (e) {
      handleError(e);
    }
  });

  const doDelete = async () => {
    if (!banner) return;
    try {
      await remove({ variables: { id: banner.id } });
      snackbar.show(label("staff.site.banner.deleted"), "success");
      onChanged();
    } catch (e) {
      handleError(e);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="dark.6"
      data-testid={banner ? "staff-banner" : "staff-banner-new"}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ImageUpload
            label={label("staff.site.banner.image")}
            value={form.getValues().imageUrl}
            onChange={(url) => form.setFieldValue("imageUrl", url)}
            ratio={4}
            error={fieldError("imageUrl")}
            testId="staff-banner-image"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={label("staff.site.link")}
              description={label("staff.site.linkHint")}
              maxLength={CONTENT_LIMITS.linkUrl}
              {...form.getInputProps("linkUrl")}
              error={fieldError("linkUrl")}
            />
            <NumberInput
              label={label("staff.site.banner.position")}
              min={0}
              max={999}
              allowDecimal={false}
              {...form.getInputProps("position")}
              error={fieldError("position")}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {LOCALES.map((l) => (
              <TextInput
                key={l}
                lang={l}
                label={intl.formatMessage({ id: "staff.site.banner.titleIn" }, { language: LOCALE_NAMES[l] })}
                required={l === "tw"}
                maxLength={CONTENT_LIMITS.bannerTitle}
                {...form.getInputProps(`titles.${l}`)}
                error={fieldError(`titles.${l}`)}
              />
            ))}
          </SimpleGrid>
          <Switch
            label={label("staff.site.banner.active")}
            {...form.getInputProps("active", { type: "checkbox" })}
          />
          <Group gap="sm">
            <Button
              type="submit"
              size="sm"
              loading={saving.loading}
              leftSection={<IconDeviceFloppy size={16} />}
              data-testid="staff-banner-save"
            >
              <FormattedMessage id={banner ? "staff.content.save" : "staff.site.banner.add"} />
            </Button>
            {banner ? (
              <Button
                size="sm"
                variant={confirmDelete ? "filled" : "subtle"}
                color="red"
                loading={removing.loading}
                leftSection={<IconTrash size={16} />}
                onClick={() => (confirmDelete ? void doDelete() : setConfirmDelete(true))}
                onBlur={() => setConfirmDelete(false)}
              >
                <FormattedMessage
                  id={confirmDelete ? "staff.site.banner.confirmDelete" : "staff.site.banner.delete"}
                />
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
