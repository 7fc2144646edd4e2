import type { Locale } from "@/api/types/locales";
import { CountryFlag } from "@/components/locale";
import { CellText } from "@/components/table/CellText";
import { MutedText } from "@/components/widgets/MutedText";

/** Where a locale's name is cut in the list (the whole name on hover): nine columns share 1400 px. */
export const LOCALE_NAME_WIDTH = 80;

/** Flag and name on one line, cut with an ellipsis ("Engli / sh" broke when it wrapped). */
export const LocaleCell = ({ locale }: { locale: Locale | undefined }) =>
  locale ? (
    <CountryFlag code={locale.country} label={<CellText text={locale.name} maxWidth={LOCALE_NAME_WIDTH} />} />
  ) : (
    <MutedText>—</MutedText>
  );
