import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { RegisterMutation, SendRegisterCodeMutation } from "../../src/modules/accounts/graphql/register";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";

type User = ReturnType<typeof renderApp>["user"];

async function openRegister(path = "/en") {
  const view = renderApp(path);
  await view.user.click(await screen.findByTestId("login-button"));
  await view.user.click(await screen.findByTestId("login-to-register"));
  const dialog = await screen.findByTestId("register-dialog");
  return { ...view, dialog };
}

async function fillDetails(user: User) {
  await user.type(screen.getByTestId("register-email"), "New@Example.com");
  await user.type(screen.getByTestId("register-password"), "Secret#123");
  await user.type(screen.getByTestId("register-confirm"), "Secret#123");
  await user.type(screen.getByTestId("register-nickname"), "Newbie");
  await user.type(screen.getByTestId("register-birthday"), "1999-12-31");
  await user.selectOptions(screen.getByTestId("register-sex"), "3");
  await user.click(screen.getByTestId("register-terms"));
}

describe("register dialog", () => {
  it("enables 'send code' only when the form is valid, then counts down 300 s and opens the code field", async () => {
    let sent: unknown;
    server.use(
      graphql.mutation(SendRegisterCodeMutation, ({ variables }) => {
        sent = variables.input;
        const sendRegisterCode = { __typename: "CodeSent", resendInSeconds: 300 };
        return HttpResponse.json({ data: { sendRegisterCode } });
      }),
    );
    const { user } = await openRegister();
    const send = screen.getByTestId("register-send-code");
    const code = screen.getByTestId("register-code");
    expect(send).toBeDisabled();
    expect(code).toBeDisabled();

    await fillDetails(user);
    // A mismatching confirmation keeps it disabled.
    await user.type(screen.getByTestId("register-confirm"), "x");
    expect(send).toBeDisabled();
    await user.type(screen.getByTestId("register-confirm"), "{Backspace}");
    await waitFor(() => expect(send).toBeEnabled());

    await user.click(send);
    await waitFor(() => expect(send).toHaveTextContent(/Resend in (300|299) s/));
    expect(send).toBeDisabled();
    expect(code).toBeEnabled();
    expect(sent).toEqual({ email: "new@example.com", site: 1, siteKey: "PORTAL", locale: "en" });
    expect(screen.getByTestId("register-dialog")).toHaveTextContent("We sent the code to new@example.com.");
  });

  it("restarts the countdown from data.remainingTime on 1006", async () => {
    server.use(graphql.mutation(SendRegisterCodeMutation, () => graphqlError(1006, { remainingTime: 120 })));
    const { user } = await openRegister();
    await fillDetails(user);
    await user.click(screen.getByTestId("register-send-code"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("(Time left: 120 s)");
    await waitFor(() =>
      expect(screen.getByTestId("register-send-code")).toHaveTextContent(/Resend in (120|119) s/),
    );
    // The earlier code is still valid: it may be typed.
    expect(screen.getByTestId("register-code")).toBeEnabled();
  });

  it("registers, signs in and shows the completion step", async () => {
    let received: Record<string, unknown> | undefined;
    server.use(
      graphql.mutation(RegisterMutation, ({ variables }) => {
        received = variables.input;
        return HttpResponse.json({
          data: { register: makeViewer({ nickname: "Newbie", email: "new@example.com" }) },
        });
      }),
    );
    const { user } = await openRegister();
    await fillDetails(user);
    await user.click(screen.getByTestId("register-send-code"));
    await waitFor(() => expect(screen.getByTestId("register-code")).toBeEnabled());
    await user.type(screen.getByTestId("register-code"), " 123456 "); // trimmed
    await user.click(screen.getByTestId("register-submit"));

    const done = await screen.findByTestId("register-done");
    expect(done).toHaveTextContent("Welcome to Vitrine, Newbie!");
    expect(received).toEqual({
      email: "new@example.com",
      password: "Secret#123",
      confirmPassword: "Secret#123",
      nickname: "Newbie",
      birthday: "1999-12-31",
      sex: 3,
      code: "123456",
      acceptTerms: true,
      site: 1,
      siteKey: "PORTAL",
      locale: "en",
    });
    // Signed in: the header shows the avatar menu behind the dialog.
    expect(screen.getByTestId("avatar-nickname")).toHaveTextContent("Newbie");
    await user.click(within(done).getByRole("button", { name: "Start exploring" }));
    await waitFor(() => expect(screen.queryByTestId("register-dialog")).not.toBeInTheDocument());
  });

  it("moves to step 1 on 1098 (account shared across sites) and offers to log in", async () => {
    server.use(graphql.mutation(SendRegisterCodeMutation, () => graphqlError(1098)));
    const { user } = await openRegister();
    await fillDetails(user);
    await user.click(screen.getByTestId("register-send-code"));
    const shared = await screen.findByTestId("register-shared");
    expect(shared).toHaveTextContent("new@example.com already has an account on another of our sites");
    // 1098 is silent: no snackbar besides the step.
    expect(screen.queryByTestId("snackbar")).not.toBeInTheDocument();
    await user.click(within(shared).getByRole("button", { name: "Log in with this account" }));
    expect(await screen.findByTestId("login-email")).toHaveValue("new@example.com");
  });

  it("moves to step 1 on 1099 from register too", async () => {
    server.use(graphql.mutation(RegisterMutation, () => graphqlError(1099)));
    const { user } = await openRegister();
    await fillDetails(user);
    await user.click(screen.getByTestId("register-send-code"));
    await waitFor(() => expect(screen.getByTestId("register-code")).toBeEnabled());
    await user.type(screen.getByTestId("register-code"), "123456");
    await user.click(screen.getByTestId("register-submit"));
    expect(await screen.findByTestId("register-shared")).toBeInTheDocument();
  });

  it("shows field errors: password rule, terms, future birthday", async () => {
    const { user, dialog } = await openRegister();
    await user.type(screen.getByTestId("register-password"), "short");
    await user.type(screen.getByTestId("register-birthday"), "2999-01-01");
    await user.click(screen.getByTestId("register-send-code"));
    await user.click(screen.getByTestId("register-submit"));
    expect(dialog).toHaveTextContent("At least 7 characters");
    expect(dialog).toHaveTextContent("The date cannot be in the future");
    expect(dialog).toHaveTextContent("Please accept the Terms of Service and the Privacy Policy");
  });

  it("opens on load with the referral code from the URL for a visitor", async () => {
    let received: Record<string, unknown> | undefined;
    server.use(
      graphql.mutation(RegisterMutation, ({ variables }) => {
        received = variables.input;
        return HttpResponse.json({ data: { register: makeViewer() } });
      }),
    );
    const { user } = renderApp("/en?referral_code=ab12cd");
    const dialog = await screen.findByTestId("register-dialog");
    expect(within(dialog).getByTestId("register-referral")).toHaveValue("ab12cd");
    // Terms and privacy link to this language's pages.
    expect(within(dialog).getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/en/terms",
    );
    expect(within(dialog).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/en/privacy",
    );

    await fillDetails(user);
    await user.click(screen.getByTestId("register-send-code"));
    await waitFor(() => expect(screen.getByTestId("register-code")).toBeEnabled());
    await user.type(screen.getByTestId("register-code"), "123456");
    await user.click(screen.getByTestId("register-submit"));
    await screen.findByTestId("register-done");
    expect(received?.referralCode).toBe("AB12CD");
  });

  it("does not open for a signed-in user", async () => {
    server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
    renderApp("/en?referral_code=ab12cd");
    expect(await screen.findByTestId("avatar-nickname")).toHaveTextContent("Mei");
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("register-dialog")).not.toBeInTheDocument();
  });
});
