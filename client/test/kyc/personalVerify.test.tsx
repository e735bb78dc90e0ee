import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, http, HttpResponse } from "msw";
import { KYC_IMAGE_MAX_BYTES, KYC_NATIONALITIES, KYC_PURPOSES } from "@vitrine/schema";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  KycFormOptionsQuery,
  PersonalVerificationQuery,
  SendKycPhoneCodeMutation,
  SubmitKycMutation,
  VerifyKycPhoneMutation,
} from "../../src/modules/kyc/graphql/kyc";
import type { SubmitKycInput } from "../../src/gql/graphql";

const PAGE = "/en/users/u-mei42/personalVerify";
const FORM = `${PAGE}/verification`;

function kycView(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "KycView" as const,
    status: "NOT_SUBMITTED" as const,
    reviewStatus: 0,
    failureReason: null,
    submittedAt: null,
    reviewedAt: null,
    nationality: null,
    firstName: null,
    lastName: null,
    birthday: null,
    idNumberHint: null,
    phoneCountry: null,
    phone: null,
    phoneVerified: false,
    address: null,
    purpose: null,
    images: null,
    ...overrides,
  };
}

const submitted = {
  status: "REVIEW",
  submittedAt: "2026-11-20T09:30:00.000Z",
  nationality: "TW",
  firstName: "Mei",
  lastName: "Lin",
  birthday: "1995-04-01",
  idNumberHint: "6789",
  phoneCountry: "+886",
  phone: "0912345678",
  phoneVerified: true,
  address: "1 Zhongshan Rd, Taipei",
  purpose: "COLLECTING",
  images: {
    __typename: "KycImages",
    front: "/media/kyc/f1",
    back: "/media/kyc/b1",
    selfie: "/media/kyc/s1",
    secondId: "/media/kyc/d1",
  },
};

// Objects with __typename are declared apart: msw's typed resolvers reject the extra key in a literal.
const kycOptions = {
  __typename: "KycOptions",
  nationalities: [...KYC_NATIONALITIES],
  purposes: [...KYC_PURPOSES],
};
const codeSent = { __typename: "CodeSent", resendInSeconds: 60 };

/** The signed-in member, their KYC record and the form's options. */
function serveKyc(view: ReturnType<typeof kycView>) {
  const state = { view };
  server.use(
    graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })),
    graphql.query(PersonalVerificationQuery, () => HttpResponse.json({ data: { myKyc: state.view } })),
    graphql.query(KycFormOptionsQuery, () => HttpResponse.json({ data: { kycOptions } })),
  );
  return state;
}

describe("personal verification status", { timeout: 30_000 }, () => {
  it("not submitted: says why and leads to the form", async () => {
    serveKyc(kycView());
    const { user, router } = renderApp(PAGE);
    expect(await screen.findByTestId("kyc-status")).toHaveTextContent("Not submitted yet");
    expect(screen.getByText(/required before you can withdraw USDT/)).toBeInTheDocument();
    await user.click(screen.getByTestId("kyc-start"));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/en/users/u-mei42/personalVerify/verification"),
    );
    expect(await screen.findByTestId("kyc-form")).toBeInTheDocument();
  });

  it("under review: the submitted date and 5–7 business days", async () => {
    serveKyc(kycView(submitted));
    renderApp(PAGE);
    const review = await screen.findByTestId("kyc-under-review");
    expect(screen.getByTestId("kyc-status")).toHaveTextContent("Under review");
    expect(review).toHaveTextContent("Submitted on November 20, 2026");
    expect(review).toHaveTextContent("5–7 business days");
    expect(screen.queryByTestId("kyc-start")).not.toBeInTheDocument();
  });

  it("approved: a verified badge and the details with only the ID number's last characters", async () => {
    serveKyc(
      kycView({ ...submitted, status: "APPROVED", reviewStatus: 1, reviewedAt: "2026-11-21T10:00:00.000Z" }),
    );
    renderApp(PAGE);
    expect(await screen.findByTestId("kyc-verified")).toHaveTextContent("Identity verified");
    expect(screen.getByTestId("kyc-status")).toHaveTextContent("Verified");
    const details = screen.getByTestId("kyc-details");
    expect(details).toHaveTextContent("Mei Lin");
    expect(details).toHaveTextContent("Taiwan");
    expect(details).toHaveTextContent("Collecting");
    expect(within(details).getByTestId("kyc-id-hint")).toHaveTextContent("ending in 6789");
  });

  it("failed: the reason and a resubmit button to a form filled with the earlier details", async () => {
    serveKyc(kycView({ ...submitted, status: "FAILED", failureReason: "The selfie is blurred" }));
    const { user } = renderApp(PAGE);
    expect(await screen.findByTestId("kyc-failure-reason")).toHaveTextContent("The selfie is blurred");
    expect(screen.getByTestId("kyc-status")).toHaveTextContent("Not approved");
    await user.click(screen.getByTestId("kyc-resubmit"));
    expect(await screen.findByTestId("kyc-first-name")).toHaveValue("Mei");
    expect(screen.getByTestId("kyc-nationality")).toHaveValue("TW");
    expect(screen.getByTestId("kyc-id-number")).toHaveValue("");
    expect(screen.getByTestId("kyc-phone")).toHaveValue("0912345678");
    expect(screen.queryByTestId("kyc-phone-verified")).not.toBeInTheDocument();
  });

  it("sends a member under review from the form back to the status page", async () => {
    serveKyc(kycView(submitted));
    const { router } = renderApp(FORM);
    expect(await screen.findByTestId("kyc-under-review")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGE);
  });
});

describe("verification form", { timeout: 60_000 }, () => {
  it("refuses a wrong type and a file of 5,000,000 bytes before uploading", async () => {
    serveKyc(kycView());
    const uploads: string[] = [];
    server.use(
      http.post("*/auth/kyc/upload_file", () => {
        uploads.push("called");
        return HttpResponse.json({ key: "k", url: "/media/kyc/k" });
      }),
    );
    const { user } = renderApp(FORM);
    const input = await screen.findByTestId("kyc-file-FRONT");
    // The picker offers only jpg/png; a file dropped past it is still checked.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(["gif"], "id.gif", { type: "image/gif" }));
    expect(await screen.findByTestId("kyc-photo-error-FRONT")).toHaveTextContent(
      "Please choose a JPG or PNG image.",
    );
    await user.upload(
      input,
      new File([new Uint8Array(KYC_IMAGE_MAX_BYTES)], "id.png", { type: "image/png" }),
    );
    await waitFor(() =>
      expect(screen.getByTestId("kyc-photo-error-FRONT")).toHaveTextContent(
        "The image must be smaller than 5 MB.",
      ),
    );
    expect(uploads).toEqual([]);
  });

  it("needs every field and the verified phone, then submits the uploaded keys", async () => {
    const state = serveKyc(kycView());
    const uploaded: { kind: string; size?: number }[] = [];
    const sent: unknown[] = [];
    const verified: string[] = [];
    let input: SubmitKycInput | undefined;
    server.use(
      http.post("*/auth/kyc/upload_file", async ({ request }) => {
        const body = await request.formData();
        const kind = String(body.get("kind"));
        const file = body.get("file");
        // Node's Blob, not jsdom's File (jsdom's form data crosses into Node's fetch): read its size.
        const size = (file as unknown as { size?: number } | null)?.size;
        uploaded.push({ kind, size });
        return HttpResponse.json({ key: `key-${kind}`, url: `/media/kyc/key-${kind}` });
      }),
      graphql.mutation(SendKycPhoneCodeMutation, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { sendKycPhoneCode: codeSent } });
      }),
      graphql.mutation(VerifyKycPhoneMutation, ({ variables }) => {
        verified.push(variables.code);
        if (variables.code !== "123456") return graphqlError(1049);
        return HttpResponse.json({ data: { verifyKycPhone: true } });
      }),
      graphql.mutation(SubmitKycMutation, ({ variables }) => {
        input = variables.input;
        state.view = kycView({ ...submitted, submittedAt: new Date().toISOString() });
        return HttpResponse.json({ data: { submitKyc: state.view } });
      }),
    );
    const { user, router } = renderApp(FORM);
    await screen.findByTestId("kyc-form");

    // Nothing filled in: every field says so in red, the photos too.
    await user.click(screen.getByTestId("kyc-submit"));
    expect((await screen.findAllByText("Please enter information")).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByTestId("kyc-photo-error-SELFIE")).toHaveTextContent("Photo required");
    expect(screen.getByText("Please verify your phone number first")).toBeInTheDocument();

    await user.selectOptions(screen.getByTestId("kyc-nationality"), "JP");
    await user.type(screen.getByTestId("kyc-first-name"), "Mei");
    await user.type(screen.getByTestId("kyc-last-name"), "Lin");
    await user.type(screen.getByTestId("kyc-birthday"), "1995-04-01");
    await user.type(screen.getByTestId("kyc-id-number"), "A123456789");
    await user.type(screen.getByTestId("kyc-phone"), "0912345678");
    await user.type(screen.getByTestId("kyc-address"), "1 Zhongshan Rd, Taipei");
    await user.selectOptions(screen.getByTestId("kyc-purpose"), "INVESTMENT");
    for (const kind of ["FRONT", "BACK", "SELFIE", "SECOND_ID"]) {
      await user.upload(
        screen.getByTestId(`kyc-file-${kind}`),
        new File([new Uint8Array(1024)], `${kind}.jpg`, { type: "image/jpeg" }),
      );
      expect(await screen.findByTestId(`kyc-preview-${kind}`)).toHaveAttribute(
        "src",
        `/media/kyc/key-${kind}`,
      );
    }

    // The phone is not verified yet: nothing is submitted.
    await user.click(screen.getByTestId("kyc-submit"));
    expect(await screen.findByText("Please verify your phone number first")).toBeInTheDocument();
    expect(input).toBeUndefined();

    await user.click(screen.getByTestId("kyc-send-code"));
    await waitFor(() => expect(sent).toEqual([{ phoneCountry: "+886", phone: "0912345678" }]));
    expect(await screen.findByTestId("kyc-send-code")).toHaveTextContent(/Resend in \d+ s/);
    await user.type(screen.getByTestId("kyc-code"), "654321");
    await user.click(screen.getByTestId("kyc-verify-phone"));
    expect(
      await screen.findByText("The phone verification code is wrong.", {
        selector: ".mantine-InputWrapper-error",
      }),
    ).toBeInTheDocument();
    await user.clear(screen.getByTestId("kyc-code"));
    await user.type(screen.getByTestId("kyc-code"), "123456");
    await user.click(screen.getByTestId("kyc-verify-phone"));
    expect(await screen.findByTestId("kyc-phone-verified")).toBeInTheDocument();
    expect(verified).toEqual(["654321", "123456"]);

    await user.click(screen.getByTestId("kyc-submit"));
    await waitFor(() => expect(input).toBeDefined());
    expect(input).toEqual({
      nationality: "JP",
      firstName: "Mei",
      lastName: "Lin",
      birthday: "1995-04-01",
      idNumber: "A123456789",
      phoneCountry: "+886",
      phone: "0912345678",
      address: "1 Zhongshan Rd, Taipei",
      purpose: "INVESTMENT",
      frontFileKey: "key-FRONT",
      backFileKey: "key-BACK",
      selfieFileKey: "key-SELFIE",
      secondIdFileKey: "key-SECOND_ID",
    });
    expect(uploaded.map((u) => u.kind)).toEqual(["FRONT", "BACK", "SELFIE", "SECOND_ID"]);
    expect(uploaded[0]!.size).toBe(1024);
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
    expect(await screen.findByTestId("kyc-under-review")).toBeInTheDocument();
  });

  it("shows the time left when a code was sent moments ago (1048)", async () => {
    serveKyc(kycView());
    server.use(graphql.mutation(SendKycPhoneCodeMutation, () => graphqlError(1048, { remainingTime: 42 })));
    const { user } = renderApp(FORM);
    await user.type(await screen.findByTestId("kyc-phone"), "0912345678");
    await user.click(screen.getByTestId("kyc-send-code"));
    expect(await screen.findByTestId("snackbar")).toHaveTextContent("(Time left: 42 s)");
    expect(screen.getByTestId("kyc-send-code")).toHaveTextContent(/Resend in (42|41) s/);
  });
});
