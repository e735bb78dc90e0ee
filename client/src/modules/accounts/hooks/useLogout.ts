import { useCallback } from "react";
import { useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { homeUrl } from "../../home";
import { LogoutMutation } from "../graphql/login";
import { useSignOutLocally } from "./useSignOutLocally";

/**
 * Spec §4: logout ends the session, clears the user's data and goes home; a failed logout call is
 * ignored (the person asked to leave, so the client forgets them either way).
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useMutation(LogoutMutation);
  const navigate = useNavigate();
  const { locale } = useLocale();
  const signOutLocally = useSignOutLocally();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // ignored on purpose (spec §4)
    }
    // Leave a protected page before `me` turns null, or its guard would send us to /login.
    // flushSync: the home page must be on screen before the cache changes, not in a pending transition.
    await navigate(homeUrl(locale), { flushSync: true });
    await signOutLocally();
  }, [logout, navigate, locale, signOutLocally]);
}
