import { Button, Flex, Typography } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import type { CountedLocale } from "@/api/types/locales";
import { CountryFlag, useCountryName } from "@/components/locale";
import { nameOf } from "@/lib/languageNames";
import { htmlLangCode } from "@/lib/locales";
import { LOCALE_COUNT_COLUMNS } from "@/registry/areas/locales";
import { useUiStore } from "@/state/ui";
import type { CustomCells } from "../views/cells";

/** The language's own name in the UI language ("German", "німецька"), or nothing when unknown. */
const useLanguageName = (): ((code: string) => string | undefined) => {
  const language = useUiStore((s) => s.language);
  return (code: string) => {
    const name = nameOf(htmlLangCode(language), "language", code);
    return name && name !== code ? name : undefined;
  };
};

const NO_WRAP = { whiteSpace: "nowrap" } as const;

const Code = ({ code, name }: { code: string; name: string | undefined }) => (
  <Typography.Text code title={name} style={NO_WRAP}>
    {code}
  </Typography.Text>
);

/** The /locales cells; `ids` is the whole order, `onMove` null while the order cannot change. */
export const useLocaleCells = (
  ids: readonly number[],
  onMove: ((locale: CountedLocale, step: -1 | 1) => void) | null,
): CustomCells<CountedLocale> => {
  const t = useTranslate();
  const countryName = useCountryName();
  const languageName = useLanguageName();
  const counts: CustomCells<CountedLocale> = Object.fromEntries(
    LOCALE_COUNT_COLUMNS.map((key) => [
      key,
      (row: CountedLocale) =>
        row.counts[key] === 0 ? <Typography.Text type="secondary">0</Typography.Text> : row.counts[key],
    ]),
  );
  return {
    position: (row) => {
      const position = ids.indexOf(row.id) + 1;
      return (
        <Flex gap={4} align="center">
          <HolderOutlined aria-hidden style={{ cursor: onMove ? "grab" : "default", opacity: onMove ? 1 : 0.35 }} />
          <span style={{ minWidth: 24, textAlign: "right", marginRight: 4 }}>{position}</span>
          {/* The keyboard's way to reorder; `data-move` is how the page puts the focus back after the move. */}
          {(["up", "down"] as const).map((direction) => {
            const up = direction === "up";
            const text = t(up ? "locale.move_up" : "locale.move_down", { name: row.name });
            return (
              <Button
                key={direction}
                type="text"
                size="small"
                icon={up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />}
                aria-label={text}
                title={text}
                disabled={!onMove || (up ? position <= 1 : position >= ids.length)}
                data-move={`${row.id}:${direction}`}
                onClick={() => onMove?.(row, up ? -1 : 1)}
              />
            );
          })}
        </Flex>
      );
    },
    name: (row) => <CountryFlag code={row.country} label={row.name} />,
    language: (row) => <Code code={row.language} name={languageName(row.language)} />,
    country: (row) => {
      const name = countryName(row.country);
      return <Code code={row.country} name={name.toLowerCase() === row.country ? undefined : name} />;
    },
    code: (row) => <Code code={row.code} name={undefined} />,
    ...counts,
  };
};
