import type { ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { Badge, Typography } from "antd";
import type { ResourceDeclaration } from "@/registry/types";
import { isEmptyValue } from "./fieldValues";
import { CellText } from "@/components/table/CellText";

interface FieldValueProps {
  resource: ResourceDeclaration;
  field: string;
  row: Record<string, unknown>;
  inCell?: boolean;
}

const plain = (value: unknown): string => {
  if (typeof value === "string" || typeof value === "number" || typeof value === "bigint") return String(value);
  if (Array.isArray(value)) return value.map(plain).join(", ");
  return JSON.stringify(value);
};

/** One value in a cell or the drawer: the column's render, an option label, yes/no, or a dash. */
export const FieldValue = ({ resource, field, row, inCell = false }: FieldValueProps): ReactNode => {
  const t = useTranslate();
  const column = resource.table?.columns.find((c) => c.key === field);
  if (column?.render) return column.render(row);

  const value = row[field];
  if (isEmptyValue(value)) return <Typography.Text type="secondary">{t("def.resource.empty")}</Typography.Text>;
  // A coloured dot beside plain text: antd's green tag text falls short of 4.5:1 contrast.
  if (typeof value === "boolean") {
    return <Badge status={value ? "success" : "default"} text={value ? t("def.resource.yes") : t("def.resource.no")} />;
  }
  const option = resource.form?.fields.find((f) => f.key === field)?.options?.find((o) => o.value === value);
  const text = option?.label ? t(option.label) : plain(value);
  // Cells stay one line; the drawer has the room to show the whole value, wrapped.
  return inCell ? <CellText text={text} /> : <span style={{ overflowWrap: "anywhere" }}>{text}</span>;
};
