import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, http, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import type { ViewerFieldsFragment } from "../../src/gql/graphql";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import { UpdateProfileMutation } from "../../src/modules/accounts/graphql/profile";
import { ChangePasswordMutation } from "../../src/modules/accounts/graphql/password";
import {
  ActivateTwoFactorMutation,
  CloseTwoFactorMutation,
  ResetTwoFactorMutation,
  SendReauthenticationCodeMutation,
} from "../../src/modules/accounts/graphql/twoFactor";
import {
  ConfirmAccountDeletionMutation,
  RequestAccountDeletionMutation,
} from "../../src/modules/accounts/graphql/deletion";

/** A signed-in session whose `me` can change (what the gateway would answer after a mutation). */
function session(overrides: Partial<ViewerFieldsFragment> = {}) {
  const state = { viewer: makeViewer(overrides) as ReturnType<typeof makeViewer> | null };
  server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: state.viewer } })));
  return state;
}

async function openAccount(overrides: Partial<ViewerFieldsFragment> = {}) {
  const state = session(overrides);
  const view = renderApp("/en/account");
  await screen.findByTestId("account-page");
  return { ...view, state };
}

describe("account settings: profile", () => {
  it("checks the phone format (+886: 09 and 8 digits) before saving", async () => {
    let received: Record<string, unknown> | undefined;
    server.use(
      graphql.mutation(UpdateProfileMutation, ({ variables }) => {
        received = variables.input;
        const updateProfile = makeViewer({
          nickname: "Mei Lin",
          phoneCountryCode: "+886",
          phone: "0912345678",
        });
        return HttpResponse.json({ data: { updateProfile } });
      }),
    );
    const { user } = await openAccount();
    expect(screen.getByTestId("profile-phone-country")).toHaveValue("+886");

    await user.type(screen.getByTestId("profile-phone"), "12345");
    await user.click(screen.getByTestId("profile-save"));
    expect(await screen.findByText("Incorrect phone format")).toBeInTheDocument();
    expect(received).toBeUndefined();

    await user.clear(screen.getByTestId("profile-phone"));
    await user.type(screen.getByTestId("profile-phone"), "0912345678");
    await user.clear(screen.getByTestId("profile-nickname"));
    await user.type(screen.getByTestId("profile-nickname"), "Mei Lin");
    await user.click(screen.getByTestId("profile-save"));

    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Your profile has been updated.");
    expect(received).toMatchObject({
      nickname: "Mei Lin",
      phoneCountryCode: "+886",
      phone: "0912345678",
      birthday: "1995-04-01",
      sex: 2,
      locale: "en",
    });
    // The header reads the same Viewer from the cache.
    await waitFor(() => expect(screen.getByTestId("avatar-nickname")).toHaveTextContent("Mei Lin"));
  });

  it("accepts other countries' numbers by their own rule", async () => {
    let received: Record<string, unknown> | undefined;
    server.use(
      graphql.mutation(UpdateProfileMutation, ({ variables }) => {
        received = variables.input;
        return HttpResponse.json({ data: { updateProfile: makeViewer() } });
      }),
    );
    const { user } = await openAccount();
    await user.selectOptions(screen.getByTestId("profile-phone-country"), "+81");
    await user.type(screen.getByTestId("profile-phone"), "9012345678");
    await user.click(screen.getByTestId("profile-save"));
    await screen.findByTestId("snackbar");
    expect(received).toMatchObject({ phoneCountryCode: "+81", phone: "9012345678" });
  });

  it("shows the gateway's field error under the field (400 with data.field)", async () => {
    server.use(
      graphql.mutation(UpdateProfileMutation, () =>
        graphqlError(400, { field: "postalAddress", reason: "validation.tooLong" }),
      ),
    );
    const { user } = await openAccount();
    await user.click(screen.getByTestId("profile-save"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Data error.");
    expect(await screen.findByText("This is too long")).toBeInTheDocument();
  });

  it("session expired (1011): forgets the user and asks to log in again", async () => {
    server.use(graphql.mutation(UpdateProfileMutation, () => graphqlError(1011)));
    const { user, router } = await openAccount();
    await user.click(screen.getByTestId("profile-save"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Your session has timed out.");
    expect(await screen.findByTestId("login-dialog")).toBeInTheDocument();
    expect(await screen.findByTestId("login-button")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/login"));
    expect(router.state.location.search).toBe("?redirect=%2Fen%2Faccount");
  });

  it("checks a profile picture's type and size before uploading, then refreshes `me`", async () => {
    let uploaded: { type: string | null; size: number } | undefined;
    server.use(
      http.post("*/auth/profile-picture", async ({ request }) => {
        uploaded = {
          type: request.headers.get("content-type"),
          size: (await request.arrayBuffer()).byteLength,
        };
        return HttpResponse.json({ profilePictureUrl: "/media/profile-pictures/42.png" });
      }),
    );
    const { user, state } = await openAccount();
    const input = screen.getByTestId("profile-picture-input");

    // The picker offers only jpg/png; a file dropped past it is still checked.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(["gif"], "a.gif", { type: "image/gif" }));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Please choose a JPG or PNG image.");
    const big = new File([new Uint8Array(5_000_000)], "big.png", { type: "image/png" });
    await user.upload(input, big);
    await waitFor(() =>
      expect(screen.getByTestId("snackbar")).toHaveTextContent("The image must be smaller than 5 MB."),
    );
    expect(uploaded).toBeUndefined();

    state.viewer = makeViewer({ profilePictureUrl: "/media/profile-pictures/42.png" });
    await user.upload(input, new File([new Uint8Array(2048)], "me.png", { type: "image/png" }));
    await waitFor(() =>
      expect(screen.getByTestId("snackbar")).toHaveTextContent("Your picture has been updated."),
    );
    expect(uploaded).toEqual({ type: "image/png", size: 2048 });
    await waitFor(() =>
      expect(within(screen.getByTestId("profile-picture")).getByRole("img")).toHaveAttribute(
        "src",
        "/media/profile-pictures/42.png",
      ),
    );
  });
});

describe("account settings: password", () => {
  it("changes the password after checking the confirmation", async () => {
    let received: unknown;
    server.use(
      graphql.mutation(ChangePasswordMutation, ({ variables }) => {
        received = variables.input;
        return HttpResponse.json({ data: { changePassword: true } });
      }),
    );
    const { user } = await openAccount();
    await user.type(screen.getByTestId("password-current"), "Old#Pass1");
    await user.type(screen.getByTestId("password-new"), "New#Pass1");
    await user.type(screen.getByTestId("password-confirm"), "New#Pass2");
    await user.click(screen.getByTestId("password-save"));
    expect(await screen.findByText("The passwords do not match")).toBeInTheDocument();

    await user.clear(screen.getByTestId("password-confirm"));
    await user.type(screen.getByTestId("password-confirm"), "New#Pass1");
    await user.click(screen.getByTestId("password-save"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Password updated.");
    expect(received).toEqual({
      currentPassword: "Old#Pass1",
      newPassword: "New#Pass1",
      confirmPassword: "New#Pass1",
    });
    expect(screen.getByTestId("password-current")).toHaveValue("");
  });

  it("explains how an account without a password sets one", async () => {
    const { user } = await openAccount({ hasPassword: false, signUpMethod: "FACEBOOK" });
    const section = screen.getByTestId("password-section");
    expect(section).toHaveTextContent("created with Facebook and has no password yet");
    expect(screen.queryByTestId("password-current")).not.toBeInTheDocument();
    await user.click(screen.getByTestId("password-set"));
    expect(await screen.findByTestId("forgot-email")).toHaveValue("mei@example.com");
  });
});

describe("account settings: two-factor authentication", () => {
  it("sets up 2FA: QR code and secret, a code and the current password, then the reset key shown once", async () => {
    let activatedWith: unknown;
    const { user, state } = await openAccount();
    server.use(
      graphql.mutation(ActivateTwoFactorMutation, ({ variables }) => {
        activatedWith = variables;
        state.viewer = makeViewer({ twoFactorEnabled: true });
        const activateTwoFactor = { __typename: "TwoFactorActivation", resetKey: "RK-7F3A-9C2D-11EE" };
        return HttpResponse.json({ data: { activateTwoFactor } });
      }),
    );
    expect(screen.getByTestId("twofa-status")).toHaveTextContent("Off");
    await user.click(screen.getByTestId("twofa-setup"));
    expect(await screen.findByTestId("twofa-qr")).toHaveAttribute(
      "src",
      "data:image/png;base64,iVBORw0KGgo=",
    );
    expect(screen.getByTestId("twofa-secret")).toHaveTextContent("JBSWY3DPEHPK3PXP");

    await user.type(screen.getByTestId("twofa-code"), "12");
    await user.click(screen.getByTestId("twofa-activate"));
    expect(await screen.findByText("Please enter the 6-digit code")).toBeInTheDocument();
    await user.clear(screen.getByTestId("twofa-code"));
    await user.type(screen.getByTestId("twofa-code"), "123456");
    // Without the current password nothing is sent.
    await user.click(screen.getByTestId("twofa-activate"));
    expect(await screen.findByText("Please enter information")).toBeInTheDocument();
    expect(activatedWith).toBeUndefined();
    await user.type(screen.getByTestId("twofa-activate-password"), "Secret#123");
    await user.click(screen.getByTestId("twofa-activate"));

    expect(await screen.findByTestId("twofa-reset-key-display")).toHaveTextContent("RK-7F3A-9C2D-11EE");
    expect(activatedWith).toEqual({ code: "123456", currentPassword: "Secret#123", emailCode: null });
    expect(screen.getByTestId("twofa-section")).toHaveTextContent("shown only this once");
    // `me` was fetched again: the badge says on while the key stays on screen.
    await waitFor(() => expect(screen.getByTestId("twofa-status")).toHaveTextContent("On"));
    await user.click(screen.getByTestId("twofa-reset-key-done"));
    expect(screen.queryByTestId("twofa-reset-key-display")).not.toBeInTheDocument();
    expect(screen.getByTestId("twofa-close-code")).toBeInTheDocument();
  });

  it("turns 2FA off with a code and the current password ('close2faSuccess')", async () => {
    let closedWith: unknown;
    const { user, state } = await openAccount({ twoFactorEnabled: true });
    server.use(
      graphql.mutation(CloseTwoFactorMutation, ({ variables }) => {
        closedWith = variables;
        state.viewer = makeViewer({ twoFactorEnabled: false });
        return HttpResponse.json({ data: { closeTwoFactor: true } });
      }),
    );
    await user.type(screen.getByTestId("twofa-close-code"), "654321");
    await user.type(screen.getByTestId("twofa-off-password"), "Secret#123");
    await user.click(screen.getByTestId("twofa-close"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Two-factor authentication is now off.");
    expect(closedWith).toEqual({ code: "654321", currentPassword: "Secret#123", emailCode: null });
    expect(await screen.findByTestId("twofa-setup")).toBeInTheDocument();
  });

  it("reports a failed reset with the key ('close2faFail')", async () => {
    server.use(graphql.mutation(ResetTwoFactorMutation, () => graphqlError(2022)));
    const { user } = await openAccount({ twoFactorEnabled: true });
    await user.type(screen.getByTestId("twofa-reset-key"), "RK-WRONG");
    await user.type(screen.getByTestId("twofa-off-password"), "Secret#123");
    await user.click(screen.getByTestId("twofa-reset"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent(
      "Two-factor authentication could not be turned off. Please check the reset key.",
    );
    expect(screen.getByTestId("twofa-status")).toHaveTextContent("On");
  });
});

describe("account settings: two-factor authentication without a password", () => {
  it("an account created through Google confirms with a mailed code instead of a password", async () => {
    let closedWith: unknown;
    let mailed = 0;
    const { user, state } = await openAccount({
      twoFactorEnabled: true,
      hasPassword: false,
      signUpMethod: "GOOGLE",
    });
    server.use(
      graphql.mutation(SendReauthenticationCodeMutation, () => {
        mailed += 1;
        const sendReauthenticationCode = { __typename: "CodeSent", resendInSeconds: 300 };
        return HttpResponse.json({ data: { sendReauthenticationCode } });
      }),
      graphql.mutation(CloseTwoFactorMutation, ({ variables }) => {
        closedWith = variables;
        state.viewer = makeViewer({ twoFactorEnabled: false, hasPassword: false, signUpMethod: "GOOGLE" });
        return HttpResponse.json({ data: { closeTwoFactor: true } });
      }),
    );
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    await user.click(screen.getByTestId("twofa-off-password-send"));
    expect(await screen.findByTestId("twofa-off-password-send")).toHaveTextContent(/Resend in \d+ s/);
    expect(mailed).toBe(1);
    await user.type(screen.getByTestId("twofa-off-password"), " 246810 ");
    await user.type(screen.getByTestId("twofa-close-code"), "654321");
    await user.click(screen.getByTestId("twofa-close"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Two-factor authentication is now off.");
    expect(closedWith).toEqual({ code: "654321", currentPassword: null, emailCode: "246810" });
  });
});

describe("account settings: delete account", () => {
  it("mails a code, checks the typed e-mail, schedules the deletion and signs out", async () => {
    let confirmed: unknown;
    let requested = 0;
    const { user, router, state } = await openAccount();
    server.use(
      graphql.mutation(RequestAccountDeletionMutation, () => {
        requested += 1;
        const requestAccountDeletion = { __typename: "CodeSent", resendInSeconds: 300 };
        return HttpResponse.json({ data: { requestAccountDeletion } });
      }),
      graphql.mutation(ConfirmAccountDeletionMutation, ({ variables }) => {
        confirmed = variables.input;
        state.viewer = null;
        const confirmAccountDeletion = {
          __typename: "DeletionScheduled",
          deletionDueAt: "2030-01-08T00:00:00.000Z",
        };
        return HttpResponse.json({ data: { confirmAccountDeletion } });
      }),
    );
    expect(screen.getByTestId("delete-section")).toHaveTextContent("deleted for good after 7 days");
    await user.click(screen.getByTestId("delete-request"));
    await user.type(await screen.findByTestId("delete-email"), "other@example.com");
    await user.type(screen.getByTestId("delete-code"), "111222");
    await user.click(screen.getByTestId("delete-confirm"));
    expect(await screen.findByText("This is not the e-mail of your account")).toBeInTheDocument();
    expect(confirmed).toBeUndefined();

    await user.clear(screen.getByTestId("delete-email"));
    await user.type(screen.getByTestId("delete-email"), "Mei@Example.com");
    await user.click(screen.getByTestId("delete-confirm"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("will be deleted on January 8, 2030");
    expect(confirmed).toEqual({ email: "mei@example.com", code: "111222" });
    expect(requested).toBe(1);
    await waitFor(() => expect(router.state.location.pathname).toBe("/en"));
    expect(await screen.findByTestId("login-button")).toBeInTheDocument();
  });

  it("explains a blocked deletion (2024)", async () => {
    server.use(graphql.mutation(RequestAccountDeletionMutation, () => graphqlError(2024)));
    const { user } = await openAccount();
    await user.click(screen.getByTestId("delete-request"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent(
      "cannot be deleted while it holds a USDT balance",
    );
    expect(screen.queryByTestId("delete-email")).not.toBeInTheDocument();
  });
});
