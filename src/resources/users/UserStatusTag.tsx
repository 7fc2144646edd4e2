import { useTranslate } from "@refinedev/core";
import type { UserStatus } from "@/api/types";
import { ToneTag } from "@/components/widgets/ToneTag";

const TONES = { NEW: "orange", ACTIVE: "green", BANNED: "red" } as const satisfies Record<UserStatus, string>;

/** A user's status in colour and words; NEW reads "awaiting approval" so it stands out in the list. */
export const UserStatusTag = ({ status }: { status: UserStatus }) => {
  const t = useTranslate();
  return <ToneTag tone={TONES[status]}>{t(`users.status.${status}`)}</ToneTag>;
};
