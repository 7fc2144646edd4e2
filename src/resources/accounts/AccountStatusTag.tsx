import { useTranslate } from "@refinedev/core";
import { Flex } from "antd";
import { accountMeaning, type AccountMeaning } from "@/api/types/accounts";
import { MutedText } from "@/components/widgets/MutedText";
import { ToneTag } from "@/components/widgets/ToneTag";

export const ACCOUNT_TONES = {
  available: "green",
  not_found: "orange",
  unavailable: "default",
} as const satisfies Record<AccountMeaning, string>;

/** The status by what it means, and the raw status when "unavailable" hides which one. */
export const accountStatusParts = (
  t: ReturnType<typeof useTranslate>,
  status: string,
): { meaning: AccountMeaning; text: string; detail?: string } => {
  const meaning = accountMeaning(status);
  const text = t(`accounts.status.${meaning}`);
  return meaning === "unavailable"
    ? { meaning, text, detail: t(`accounts.status_code.${status}`, status) }
    : { meaning, text };
};

/** Small, under the tag: on the tag's one line "Недоступний · Заблоковано" kept the list wider than 1400 px. */
export const DETAIL_STYLE = { fontSize: 12, lineHeight: "16px", whiteSpace: "nowrap" } as const;

export const AccountStatusTag = ({ status }: { status: string }) => {
  const { meaning, text, detail } = accountStatusParts(useTranslate(), status);
  const tag = <ToneTag tone={ACCOUNT_TONES[meaning]}>{text}</ToneTag>;
  return detail ? (
    <Flex vertical align="start" gap={2}>
      {tag}
      <MutedText style={DETAIL_STYLE}>{detail}</MutedText>
    </Flex>
  ) : (
    tag
  );
};
