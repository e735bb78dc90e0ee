import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import {
  ResetPasswordMutation,
  SendPasswordResetCodeMutation,
} from "../../src/modules/accounts/graphql/password";

async function openForgot() {
  const view = renderApp("/en");
  await view.user.click(await screen.findByTestId("login-button"));
  await view.user.click(await screen.findByTestId("login-to-forgot"));
  const dialog = await screen.findByTestId("forgot-dialog");
  return { ...view, dialog };
}

describe("forgot password dialog", () => {
  it("step 0 sends the code, step 1 resets the password and returns to login with 'edit success'", async () => {
    let sent: unknown;
    let reset: unknown;
    server.use(
      graphql.mutation(SendPasswordResetCodeMutation, ({ variables }) => {
        sent = variables.input;
        const sendPasswordResetCode = { __typename: "CodeSent", resendInSeconds: 300 };
        return HttpResponse.json({ data: { sendPasswordResetCode } });
      }),
      graphql.mutation(ResetPasswordMutation, ({ variables }) => {
        reset = variables.input;
        return HttpResponse.json({ data: { resetPassword: true } });
      }),
    );
    const { user, dialog } = await openForgot();
    expect(dialog).toHaveAttribute("data-step", "0");
    expect(screen.queryByTestId("forgot-code")).not.toBeInTheDocument();

    await user.click(screen.getByTestId("forgot-send-code"));
    expect(dialog).toHaveTextContent("Please enter information");
    await user.type(screen.getByTestId("forgot-email"), "Mei@Example.com");
    await user.click(screen.getByTestId("forgot-send-code"));

    await waitFor(() => expect(dialog).toHaveAttribute("data-step", "1"));
    expect(sent).toEqual({ email: "mei@example.com", site: 1, siteKey: "PORTAL", locale: "en" });
    expect(screen.getByTestId("forgot-send-code")).toHaveTextContent(/Resend in (300|299) s/);

    await user.type(screen.getByTestId("forgot-code"), "654321");
    await user.type(screen.getByTestId("forgot-password"), "NewSecret#1");
    await user.type(screen.getByTestId("forgot-confirm"), "NewSecret#2");
    await user.click(screen.getByTestId("forgot-submit"));
    expect(dialog).toHaveTextContent("The passwords do not match");
    expect(reset).toBeUndefined();

    await user.clear(screen.getByTestId("forgot-confirm"));
    await user.type(screen.getByTestId("forgot-confirm"), "NewSecret#1");
    await user.click(screen.getByTestId("forgot-submit"));

    expect(await screen.findByTestId("snackbar")).toHaveTextContent("Password changed.");
    expect(reset).toEqual({
      email: "mei@example.com",
      code: "654321",
      password: "NewSecret#1",
      confirmPassword: "NewSecret#1",
    });
    // Back to the login dialog with the e-mail filled in.
    expect(await screen.findByTestId("login-email")).toHaveValue("mei@example.com");
  });

  it("1006 on sending restarts the countdown from remainingTime and still moves to step 1", async () => {
    server.use(
      graphql.mutation(SendPasswordResetCodeMutation, () => graphqlError(1006, { remainingTime: 42 })),
    );
    const { user, dialog } = await openForgot();
    await user.type(screen.getByTestId("forgot-email"), "mei@example.com");
    await user.click(screen.getByTestId("forgot-send-code"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("(Time left: 42 s)");
    await waitFor(() => expect(dialog).toHaveAttribute("data-step", "1"));
    expect(screen.getByTestId("forgot-send-code")).toHaveTextContent(/Resend in (42|41) s/);
  });

  it("shows a wrong code (1007) and stays on step 1", async () => {
    server.use(graphql.mutation(ResetPasswordMutation, () => graphqlError(1007)));
    const { user, dialog } = await openForgot();
    await user.type(screen.getByTestId("forgot-email"), "mei@example.com");
    await user.click(screen.getByTestId("forgot-send-code"));
    await user.type(await screen.findByTestId("forgot-code"), "000000");
    await user.type(screen.getByTestId("forgot-password"), "NewSecret#1");
    await user.type(screen.getByTestId("forgot-confirm"), "NewSecret#1");
    await user.click(screen.getByTestId("forgot-submit"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("The e-mail verification code is wrong.");
    expect(dialog).toHaveAttribute("data-step", "1");
  });
});
