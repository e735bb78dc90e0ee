import { Field, ObjectType } from "type-graphql";
import type { TwoFactorSetupView } from "../services/two-factor-setup.service.js";

/** API shapes of 2FA. Separate from the account row, which holds the sealed secrets and never leaves the gateway. */

@ObjectType("TwoFactorSetup", {
  description: "A new authenticator secret; 2FA turns on only once activateTwoFactor accepts a code from it.",
})
export class TwoFactorSetupType implements TwoFactorSetupView {
  @Field({ description: "Base32 secret, for typing into an authenticator app by hand." }) secret!: string;
  @Field({ description: "otpauth://totp/ URL with issuer Vitrine and the account e-mail." })
  otpauthUrl!: string;
  @Field({ description: "The otpauth URL as a QR code: a data:image/png;base64 URL." })
  qrCodeDataUrl!: string;
}

@ObjectType("TwoFactorActivation")
export class TwoFactorActivationType {
  @Field({ description: "Turns 2FA off if the device is lost. Shown this once: only its hash is kept." })
  resetKey!: string;
}
