import { Tag } from "antd";
import type { Locale } from "@/api/types/locales";
import { CellText } from "@/components/table/CellText";
import { CountryFlag } from "./CountryFlag";

/** Flag and name, TEST ones marked; given a `maxWidth`, one line cut there, else wrapped between words only. */
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
        {maxWidth === undefined ? locale.name : <CellText text={locale.name} maxWidth={maxWidth} />}
        {locale.type === "TEST" && (
          <Tag bordered={false} style={{ marginInline: "4px 0" }}>
            {testLabel}
          </Tag>
        )}
      </>
    }
  />
);
