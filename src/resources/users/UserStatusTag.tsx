import { useTranslate } from "@refinedev/core";
import type { UserStatus } from "@/api/types";
import { ToneTag } from "@/components/widgets/ToneTag";
import { USER_STATUS_TONES } from "@/registry/areas/users";

/** A user's status in colour and words; NEW reads "awaiting approval" so it stands out in the list. */
export const UserStatusTag = ({ status }: { status: UserStatus }) => {
  const t = useTranslate();
  return <ToneTag tone={USER_STATUS_TONES[status]}>{t(`users.status.${status}`)}</ToneTag>;
};
