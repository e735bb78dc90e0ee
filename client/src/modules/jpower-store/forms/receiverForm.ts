import { storeReceiverRule } from "@vitrine/schema";
import { z } from "zod";

/** The buy form of a physical item: the receiver (spec §3; shared rule: 09 + 8 digits, all required). */
export const receiverFormSchema = storeReceiverRule.extend({ saveAddress: z.boolean() });

export interface ReceiverFormValues {
  name: string;
  phone: string;
  address: string;
  saveAddress: boolean;
}

export const emptyReceiver = (): ReceiverFormValues => ({
  name: "",
  phone: "",
  address: "",
  saveAddress: true,
});
