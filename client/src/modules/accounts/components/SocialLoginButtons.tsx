import { useState } from "react";
import { Badge, Button, Skeleton, Stack } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { IconBrandFacebook, IconBrandGoogle } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { useLocation, useSearchParams } from "react-router";
import { SOCIAL_PROVIDERS, type SocialProvider } from "@vitrine/schema";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { homeUrl } from "../../home";
import { SocialLoginProvidersQuery, StartSocialLoginMutation } from "../graphql/social";
import { browserLocation } from "../../../shared/browserLocation";
import { savePendingSocialLogin } from "../hooks/socialLoginStorage";
import { safeRedirectPath } from "../urls";

/** Message ids by value (explicit, so every message id can be checked). */
const ACCOUNTS_SOCIAL_MESSAGE = {
  google: "accounts.social.google",
  facebook: "accounts.social.facebook",
  sandbox: "accounts.social.sandbox",
} as const;

const ICONS: Record<SocialProvider, typeof IconBrandGoogle> = {
  google: IconBrandGoogle,
  facebook: IconBrandFacebook,
};

function isSocialProvider(id: string): id is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(id);
}

/**
 * "Continue with Google / Facebook" for the providers the gateway offers. The state it issues is
 * kept in this tab before leaving (spec §4), with the page to come back to: the pending `redirect`
 * when on /login, else the current page.
 */
export function SocialLoginButtons() {
  const { data, loading } = useQuery(SocialLoginProvidersQuery);
  const [start] = useMutation(StartSocialLoginMutation);
  const handleError = useErrorHandler();
  const location = useLocation();
  const [params] = useSearchParams();
  const { locale } = useLocale();
  const [pending, setPending] = useState<string | null>(null);

  const providers = (data?.socialLoginProviders ?? []).filter((p) => isSocialProvider(p.id));
  // Hold the buttons' place while the list loads: a dialog that grows under the pointer makes a
  // click meant for a link land on the overlay and close it.
  if (loading && !data) {
    return (
      <Stack gap="xs" aria-hidden data-testid="social-loading">
        {SOCIAL_PROVIDERS.map((id) => (
          <Skeleton key={id} height={36} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (providers.length === 0) return null;

  const onLoginPage = /^\/[a-z]{2}\/login\/?$/.test(location.pathname);
  const returnPath = onLoginPage
    ? (safeRedirectPath(params.get("redirect")) ?? homeUrl(locale))
    : `${location.pathname}${location.search}`;

  const go = async (provider: SocialProvider) => {
    setPending(provider);
    try {
      const result = await start({ variables: { input: { provider, returnPath } } });
      const started = result.data?.startSocialLogin;
      if (!started) throw result.error ?? new Error("startSocialLogin returned nothing");
      savePendingSocialLogin({ state: started.state, provider, returnPath });
      browserLocation.assign(started.authorizeUrl);
    } catch (error) {
      handleError(error);
      setPending(null);
    }
  };

  return (
    <Stack gap="xs">
      {providers.map(({ id, sandbox }) => {
        if (!isSocialProvider(id)) return null;
        const Icon = ICONS[id];
        return (
          <Button
            key={id}
            variant="default"
            fullWidth
            leftSection={<Icon size={18} />}
            rightSection={
              sandbox ? (
                <Badge size="xs" variant="light" color="gray">
                  <FormattedMessage id="accounts.social.sandbox" />
                </Badge>
              ) : undefined
            }
            loading={pending === id}
            disabled={pending !== null && pending !== id}
            data-testid={`social-${id}`}
            onClick={() => void go(id)}
          >
            <FormattedMessage id={ACCOUNTS_SOCIAL_MESSAGE[id as keyof typeof ACCOUNTS_SOCIAL_MESSAGE]} />
          </Button>
        );
      })}
    </Stack>
  );
}
