import { Accordion, Stack, Text, Title } from "@mantine/core";
import { IconHelpCircle } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { legalTexts } from "../legal/index";
import { ContactPrompt } from "../components/ContactPrompt";

export function FaqPage() {
  const { locale } = useLocale();
  const faq = legalTexts[locale].faq;
  return (
    <Stack gap="lg" maw={860} mx="auto" data-testid="faq-page">
      <Stack gap={4}>
        <Title order={1}>{faq.title}</Title>
        <Text c="dimmed">
          <FormattedMessage id="faq.subtitle" />
        </Text>
      </Stack>
      <Accordion variant="separated" radius="md" chevronPosition="right">
        {faq.items.map((item, index) => (
          <Accordion.Item key={index} value={`faq-${index}`}>
            <Accordion.Control icon={<IconHelpCircle size={18} color="var(--mantine-color-vitrine-4)" />}>
              <Text fw={500}>{item.q}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text c="gray.4" lh={1.7} style={{ whiteSpace: "pre-line" }}>
                {item.a}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <ContactPrompt />
    </Stack>
  );
}
