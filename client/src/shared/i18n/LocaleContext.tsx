import { createContext, useContext } from "react";
import type { Locale } from "@vitrine/schema";

export interface LocaleContextValue {
  /** The language of the current route (its /{lang} prefix). */
  locale: Locale;
  /** Switches language: rewrites the route prefix (same path and query) and stores the cookie. */
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error("useLocale must be used inside the locale route (LocaleShell)");
  return value;
}
