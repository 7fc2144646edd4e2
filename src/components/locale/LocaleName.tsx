import { Tag } from "antd";
import type { Locale } from "@/api/types/locales";
import { CellText } from "@/components/table/CellText";
import { CountryFlag } from "./CountryFlag";

/** Flag and name on one line, the name cut with an ellipsis ("Engli / sh" broke when it wrapped); TEST ones marked. */
export const LocaleName = ({
  locale,
  maxWidth,
  testLabel,
}: {
  locale: Locale;
  maxWidth?: number;
  testLabel: string;
}) => (
  <CountryFlag
    code={locale.country}
    label={
      <>
        <CellText text={locale.name} maxWidth={maxWidth} />
        {locale.type === "TEST" && (
          <Tag bordered={false} style={{ marginInline: "4px 0" }}>
            {testLabel}
          </Tag>
        )}
      </>
    }
  />
);
