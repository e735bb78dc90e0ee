import { useEffect, useRef, useState, type ReactNode } from "react";
import { useMutation } from "@apollo/client/react";
import { useNavigate, useSearchParams } from "react-router";
import { ERRORS } from "@vitrine/schema";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { homeUrl } from "../../home";
import { CompleteSocialLoginMutation } from "../graphql/social";
import { useCompleteSignIn } from "../hooks/useCompleteSignIn";
import { useLoginDialog } from "../hooks/useLoginDialog";
import { useViewer } from "../hooks/useViewer";
import { takePendingSocialLogin } from "../hooks/socialLoginStorage";
import { siteInputOfPath } from "../../../shared/sites/siteInput";
import { safeRedirectPath } from "../urls";

const socialLoginFailed = { errorCode: ERRORS.SOCIAL_LOGIN_FAILED.code };

/**
 * /{lang}/login (spec §2): the home page (`children`, given by the router) with the login dialog over
 * it. It is where protected pages send visitors (`redirect`), and where Google/Facebook come back
 * (`code` + `state`, or `error`). Once someone is signed in it moves on: to the social login's stored
 * return path, else `redirect` (same-site paths only), else home — so a signed-in user opening /login
 * goes home.
 */
export function LoginRoute({ children }: { children: ReactNode }) {
  const { viewer, loading } = useViewer();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const openLogin = useLoginDialog();
  const handleError = useErrorHandler();
  const completeSignIn = useCompleteSignIn();
  const [completeSocial] = useMutation(CompleteSocialLoginMutation);
  const [socialReturnPath, setSocialReturnPath] = useState<string>();
  // The query this visit was handled for: once per visit (the social code is single-use and StrictMode
  // runs effects twice), again when the route is reached anew with another query.
  const handled = useRef<string | null>(null);
  const search = params.toString();

  const target = socialReturnPath ?? safeRedirectPath(params.get("redirect")) ?? homeUrl(locale);

  useEffect(() => {
    if (!loading && viewer) void navigate(target, { replace: true });
  }, [loading, viewer, target, navigate]);

  useEffect(() => {
    if (loading || viewer || handled.current === search) return;
    handled.current = search;

    const code = params.get("code");
    const state = params.get("state");
    if (params.has("error")) {
      takePendingSocialLogin();
      handleError(socialLoginFailed);
      return;
    }
    if (!code || !state) {
      openLogin();
      return;
    }

    const pending = takePendingSocialLogin();
    if (!pending || pending.state !== state) {
      // Spec §4: a callback whose state is not the one this tab stored is refused without a call.
      handleError(socialLoginFailed);
      return;
    }
    setSocialReturnPath(safeRedirectPath(pending.returnPath));
    void (async () => {
      try {
        const result = await completeSocial({
          // The callback comes back to /login: the site is the one of the page the login started on.
          variables: { input: { code, state, ...siteInputOfPath(pending.returnPath ?? "/") } },
        });
        const answer = result.data?.completeSocialLogin;
        if (answer?.viewer) completeSignIn(answer.viewer);
        else if (answer?.twoFactorRequired && answer.challenge) openLogin({ challenge: answer.challenge });
        else throw result.error ?? new Error("completeSocialLogin returned neither a viewer nor a challenge");
      } catch (error) {
        handleError(error);
      }
    })();
  }, [loading, viewer, params, search, openLogin, handleError, completeSocial, completeSignIn]);

  return children;
}
