import { useMemo } from "react";
import { useCountryName } from "@/components/locale";
import { useLocales } from "@/components/locale/useLocales";
import type { ListDeclaration } from "@/registry/types";
import type { CellLocales } from "./cells";

/** The locales `locale` cells name, read only for such a list; one caller `warns`, as cards and columns both mount. */
export const useCellLocales = (area: ListDeclaration, warns: boolean): CellLocales => {
  const needed = area.table?.columns.some((column) => column.cell === "locale") ?? false;
  const { byId, loading } = useLocales({
    enabled: needed,
    failureTitle: needed && warns ? "table.locales_failed" : undefined,
  });
  const countryName = useCountryName();
  return useMemo(() => ({ byId, loading, countryName }), [byId, loading, countryName]);
};
