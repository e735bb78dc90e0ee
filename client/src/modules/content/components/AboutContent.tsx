import { Stack, Text, Title } from "@mantine/core";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { legalTexts } from "../legal/index";

/** Body of the About overlay (lazy: the texts of all languages stay out of the main bundle). */
export function AboutContent() {
  const { locale } = useLocale();
  const about = legalTexts[locale].about;
  return (
    <Stack gap="md" data-testid="about-content">
      <Title order={2}>{about.title}</Title>
      {about.paragraphs.map((paragraph, index) => (
        <Text key={index} size="lg" c="gray.3" lh={1.8}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
