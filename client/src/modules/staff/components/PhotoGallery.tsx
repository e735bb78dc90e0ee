import { useState } from "react";
import { Image, Modal, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { useIntl } from "react-intl";
import { KYC_IMAGE_KINDS, type KycImageKind } from "@vitrine/schema";

/** Message ids by value (explicit, so every message id can be checked). */
const KYC_PHOTO_MESSAGE = {
  FRONT: "kyc.photo.FRONT",
  BACK: "kyc.photo.BACK",
  SELFIE: "kyc.photo.SELFIE",
  SECOND_ID: "kyc.photo.SECOND_ID",
} as const;

export type KycImageUrls = { front: string; back: string; selfie: string; secondId: string };

const FIELD: Record<KycImageKind, keyof KycImageUrls> = {
  FRONT: "front",
  BACK: "back",
  SELFIE: "selfie",
  SECOND_ID: "secondId",
};

/** The four KYC photos side by side; a click opens one full size. */
export function PhotoGallery({ images }: { images: KycImageUrls }) {
  const intl = useIntl();
  const [open, setOpen] = useState<KycImageKind | null>(null);
  const label = (kind: KycImageKind) =>
    intl.formatMessage({ id: KYC_PHOTO_MESSAGE[kind as keyof typeof KYC_PHOTO_MESSAGE] });
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="kyc-review-photos">
        {KYC_IMAGE_KINDS.map((kind) => (
          <UnstyledButton
            key={kind}
            onClick={() => setOpen(kind)}
            aria-label={intl.formatMessage({ id: "staff.kyc.enlarge" }, { photo: label(kind) })}
            data-testid={`kyc-review-photo-${kind}`}
          >
            <Stack gap={4}>
              <Image
                src={images[FIELD[kind]]}
                alt={label(kind)}
                h={150}
                radius="sm"
                fit="cover"
                bg="dark.8"
                style={{ cursor: "zoom-in" }}
              />
              <Text size="xs" c="dimmed" ta="center">
                {label(kind)}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? label(open) : undefined}
        size="xl"
        centered
      >
        {open ? (
          <Image
            src={images[FIELD[open]]}
            alt={label(open)}
            fit="contain"
            mah="75vh"
            data-testid="kyc-photo-large"
          />
        ) : null}
      </Modal>
    </>
  );
}
