export { CountryFlag, useCountryName } from "./CountryFlag";
export { flagUrl } from "./flags";
export { LocaleSelect, type LocaleSelectProps } from "./LocaleSelect";
export { StandardLocaleItem } from "./StandardLocaleItem";
