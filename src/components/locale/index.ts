export { CountryFlag, useCountryName } from "./CountryFlag";
export { FLAG_BASE_URL, flagUrl, isCountryCode, normalizeCountryCode } from "./flags";
export { LocaleSelect, type LocaleSelectProps } from "./LocaleSelect";
export { StandardLocaleItem, type StandardLocaleItemProps } from "./StandardLocaleItem";
