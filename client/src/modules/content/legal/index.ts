import { cn } from "./cn";
import { en } from "./en";
import { jp } from "./jp";
import { kr } from "./kr";
import { tw } from "./tw";
import type { LegalTexts } from "./types";

export type { LegalTexts } from "./types";

/** Legal and help texts by locale code; tw (Traditional Chinese) is the default. */
export const legalTexts: Record<"tw" | "cn" | "en" | "jp" | "kr", LegalTexts> = { tw, cn, en, jp, kr };
