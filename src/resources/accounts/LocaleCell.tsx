import type { Locale } from "@/api/types/locales";
import { CountryFlag } from "@/components/locale";
import { MutedText } from "@/components/widgets";

/** The locale by flag and name, or a dash for an account without one. */
export const LocaleCell = ({ locale }: { locale: Locale | undefined }) =>
  locale ? <CountryFlag code={locale.country} label={locale.name} /> : <MutedText>—</MutedText>;
