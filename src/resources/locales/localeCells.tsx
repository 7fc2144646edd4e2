import { Button, Flex, Tag, Typography } from "antd";
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import type { CountedLocale } from "@/api/types/locales";
import { CountryFlag, useCountryName } from "@/components/locale";
import { htmlLangCode } from "@/lib/locales";
import { tk } from "@/providers/i18n";
import { LOCALE_COUNT_COLUMNS } from "@/registry/areas/locales";
import { useUiStore } from "@/state/ui";
import type { CustomCells } from "../views/cells";

/** The language's own name in the UI language ("German", "німецька"), or nothing when unknown. */
const useLanguageName = (): ((code: string) => string | undefined) => {
  const language = useUiStore((s) => s.language);
  return (code: string) => {
    try {
      const name = new Intl.DisplayNames([htmlLangCode(language)], { type: "language" }).of(code);
      return name && name !== code ? name : undefined;
    } catch {
      return undefined;
    }
  };
};

const NO_WRAP = { whiteSpace: "nowrap" } as const;

/** A code, named in the UI language on hover: the locale's own name already says it in words. */
const Code = ({ code, name }: { code: string; name: string | undefined }) => (
  <Typography.Text code title={name} style={NO_WRAP}>
    {code}
  </Typography.Text>
);

const MOVES = {
  up: { step: -1, icon: <ArrowUpOutlined aria-hidden />, label: tk("locale.move_up") },
  down: { step: 1, icon: <ArrowDownOutlined aria-hidden />, label: tk("locale.move_down") },
} as const;

interface MoveButtonProps {
  locale: CountedLocale;
  direction: keyof typeof MOVES;
  disabled: boolean;
  onMove: LocaleCellOptions["onMove"];
}

/**
 * The keyboard's way to reorder, one place up or down; `data-move` is how the page puts the focus
 * back on it after the move.
 */
const MoveButton = ({ locale, direction, disabled, onMove }: MoveButtonProps) => {
  const t = useTranslate();
  const { step, icon, label } = MOVES[direction];
  const text = t(label, { name: locale.name });
  return (
    <Button
      type="text"
      size="small"
      icon={icon}
      aria-label={text}
      title={text}
      disabled={disabled}
      data-move={`${locale.id}:${direction}`}
      onClick={() => onMove?.(locale, step)}
    />
  );
};

export interface LocaleCellOptions {
  /** place of each locale in the whole order, 1-based (a search shows only some rows) */
  positionOf: (locale: CountedLocale) => number;
  total: number;
  /** null while the order cannot change (a search is on, the list is loading) */
  onMove: ((locale: CountedLocale, step: -1 | 1) => void) | null;
}

/**
 * The cells of /locales, none of which a kind draws: the order's cell (the place, the drag grip
 * and the keyboard's move buttons), the flag and name, the codes named on hover, the type's tag
 * and the counts (a nought in grey).
 */
export const useLocaleCells = ({ positionOf, total, onMove }: LocaleCellOptions): CustomCells<CountedLocale> => {
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
      const position = positionOf(row);
      return (
        <Flex gap={4} align="center">
          <HolderOutlined aria-hidden style={{ cursor: onMove ? "grab" : "default", opacity: onMove ? 1 : 0.35 }} />
          <span style={{ minWidth: 24, textAlign: "right", marginRight: 4 }}>{position}</span>
          <MoveButton locale={row} direction="up" disabled={!onMove || position <= 1} onMove={onMove} />
          <MoveButton locale={row} direction="down" disabled={!onMove || position >= total} onMove={onMove} />
        </Flex>
      );
    },
    name: (row) => <CountryFlag code={row.country} label={row.name} />,
    language: (row) => <Code code={row.language} name={languageName(row.language)} />,
    country: (row) => {
      const name = countryName(row.country);
      return <Code code={row.country} name={name.toLowerCase() === row.country ? undefined : name} />;
    },
    code: (row) => (
      <Typography.Text code style={NO_WRAP}>
        {row.code}
      </Typography.Text>
    ),
    type: (row) => (
      <Tag color={row.type === "TEST" ? "warning" : "blue"} bordered={false}>
        {t(`locale.types.${row.type}`)}
      </Tag>
    ),
    ...counts,
  };
};
