import { useTranslate } from "@refinedev/core";
import { accountMeaning, type AccountMeaning } from "@/api/types/accounts";
import { ToneTag } from "@/components/widgets/ToneTag";

export const ACCOUNT_TONES = {
  available: "green",
  not_found: "orange",
  unavailable: "default",
} as const satisfies Record<AccountMeaning, string>;

/** The status by what it means; the raw status follows when "unavailable" hides which one. */
export const accountStatusText = (t: ReturnType<typeof useTranslate>, status: string): string => {
  const meaning = accountMeaning(status);
  const text = t(`accounts.status.${meaning}`);
  return meaning === "unavailable" ? `${text} · ${t(`accounts.status_code.${status}`, status)}` : text;
};

export const AccountStatusTag = ({ status }: { status: string }) => (
  <ToneTag tone={ACCOUNT_TONES[accountMeaning(status)]}>{accountStatusText(useTranslate(), status)}</ToneTag>
);
