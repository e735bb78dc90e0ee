// The zod field parsers the configuration schema is written with.
import { z } from "zod";

export const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

export const urlWithProtocol = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${protocols.map((p) => `${p}//`).join(" or ")} URL` },
  );

export const evmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, { message: "must be a 0x-prefixed 20-byte address" });
export const usdtAmount = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,6})?$/, { message: "must be a USDT amount like 1.5" });

export const intInRange = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: "must be a whole number" })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { message: `must be at least ${min}` })
        .max(max, { message: `must be at most ${max}` }),
    );

/** A secret of at least 32 characters (signing keys). */
export const secret32 = z.string().min(32, { message: "must be at least 32 characters" });
