import { Divider, Paper, Stack, Text, Title } from "@mantine/core";
import { FormattedDate, FormattedMessage } from "react-intl";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { legalTexts, type LegalTexts } from "../legal/index";

type LegalDocumentKey = "privacy" | "terms";

function LegalDocument({ document: doc }: { document: LegalTexts[LegalDocumentKey] }) {
  const updated = Date.parse(doc.updated);
  return (
    <Stack gap="lg" maw={860} mx="auto" data-testid="legal-page">
      <Stack gap={4}>
        <Title order={1}>{doc.title}</Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="legal.updated"
            values={{
              date: Number.isNaN(updated) ? (
                doc.updated
              ) : (
                <FormattedDate value={updated} dateStyle="long" timeZone="UTC" />
              ),
            }}
          />
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} bg="dark.7">
        <Stack gap="lg">
          {doc.sections.map((section, index) => (
            <Stack key={index} gap="xs" component="section">
              {index > 0 && <Divider mb="xs" />}
              <Title order={2} size="h4">
                {section.heading}
              </Title>
              <Text c="gray.4" lh={1.75} style={{ whiteSpace: "pre-line" }}>
                {section.body}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

export function PrivacyPage() {
  const { locale } = useLocale();
  return <LegalDocument document={legalTexts[locale].privacy} />;
}

export function TermsPage() {
  const { locale } = useLocale();
  return <LegalDocument document={legalTexts[locale].terms} />;
}
