import { z } from "zod";

export interface RefundValues {
  bankCode: string;
  bankAccount: string;
  accountHolder: string;
}

/** The refund form, mirroring the gateway's checks (bank code 3–7 digits, account 6–34 digits or '-'). */
export const refundFormSchema = z.object({
  bankCode: z
    .string()
    .trim()
    .regex(/^\d{3,7}$/, { message: "jpoint.refund.bankCodeInvalid" }),
  bankAccount: z
    .string()
    .trim()
    .regex(/^[0-9-]{6,34}$/, { message: "jpoint.refund.bankAccountInvalid" }),
  accountHolder: z.string().trim().min(1, { message: "validation.required" }),
});
