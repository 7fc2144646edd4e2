import { useTranslation } from "react-i18next";
import { useFormatDate } from "@/lib/useFormatDate";

/**
 * The details drawer shows values as they are (FieldValue): these give the activity's moment and
 * labels the words the list's date and label cells show. react-i18next, not refine: declarations
 * load with the sign-in screen, which does without refine.
 */
export const When = ({ at }: { at: unknown }) => {
  const format = useFormatDate();
  return <>{typeof at === "string" ? format(at) : "—"}</>;
};

export const Label = ({ prefix, value }: { prefix: string; value: unknown }) => {
  const { t } = useTranslation();
  return <>{typeof value === "string" ? t(`${prefix}${value}`, { defaultValue: value }) : "—"}</>;
};
