import { useEffect, useRef, useState, type ReactNode } from "react";
import { useDataProvider, useTranslate, type BaseRecord } from "@refinedev/core";
import { theme } from "antd";
import type { TableState } from "@/components/table";
import { VISUALLY_HIDDEN } from "@/lib/visuallyHidden";
import type { ListReadQuery } from "./useListTable";
import { pageOfRecord } from "./recordPage";
import { useSpotlight } from "./spotlightStore";

/** Long enough to find the mark after a dialog closes, short enough not to linger as a state. */
export const SPOTLIGHT_MS = 4000;
export const RECORD_KEY_ATTRIBUTE = "data-record-key";
const PAGE_TRIES = 3;
/** Frames to wait for the row to be drawn: the table renders deferred after its rows change. */
const DRAW_FRAMES = 60;

export interface SpotlightList {
  rows: readonly BaseRecord[];
  loading: boolean;
  query: ListReadQuery;
  state: Pick<TableState, "page" | "pageSize" | "setPage">;
}

const selectorOf = (id: string): string => {
  const key = CSS.escape(id);
  return `tr[data-row-key="${key}"], li[data-row-key="${key}"], [${RECORD_KEY_ATTRIBUTE}="${key}"]`;
};

/** A row is marked through its cells: antd's sticky pinned cells cover a row's outline and out-rank its colour. */
const styleOf = (id: string, colour: string, frame: string): string => {
  const key = CSS.escape(id);
  const row = `tr[data-row-key="${key}"] > td`;
  const card = `li[data-row-key="${key}"], [${RECORD_KEY_ATTRIBUTE}="${key}"] > *`;
  const edge = (x: number) => `inset ${x}px 0 0 ${frame}, inset 0 2px 0 ${frame}, inset 0 -2px 0 ${frame}`;
  return `
@keyframes record-spotlight { from, 50% { background-color: ${colour}; } }
${row} { box-shadow: ${edge(0)} !important; }
${row}:first-child { box-shadow: ${edge(2)} !important; }
${row}:last-child { box-shadow: ${edge(-2)} !important; }
${card} { outline: 2px solid ${frame}; outline-offset: -2px; }
${row}, ${card} { animation: record-spotlight ${SPOTLIGHT_MS}ms ease-out; }
@media (prefers-reduced-motion: reduce) { ${row}, ${card} { animation: none; background-color: ${colour} !important; } }`;
};

/** Brings the spotlit record of `resource` to its page in this view, scrolls to it and marks it with a fading colour,
 *  `aria-current` and a spoken line; a record the view does not hold is said so. */
export const useRecordSpotlight = (resource: string, rowKey: string, list: SpotlightList): ReactNode => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const dataProvider = useDataProvider();
  const target = useSpotlight((s) => (s.target?.resource === resource ? s.target.id : null));
  const clear = useSpotlight((s) => s.clear);
  const [missing, setMissing] = useState("");
  const [found, setFound] = useState<{ id: string; page: number } | null>(null);
  const tries = useRef(0);
  const sought = useRef<string | null>(null);
  const onPage = target !== null && list.rows.some((row) => String(row[rowKey]) === target);

  // Read when the search starts: a new list object each render must not restart or abort it.
  const view = useRef({ query: list.query, state: list.state });
  useEffect(() => {
    view.current = { query: list.query, state: list.state };
  });
  const { loading } = list;
  useEffect(() => {
    if (target === null || onPage || loading || sought.current === target) return;
    sought.current = target;
    const { query, state } = view.current;
    const current = () => useSpotlight.getState().target?.id === target;
    const signal = new AbortController().signal;
    void pageOfRecord(dataProvider(), query, { idField: rowKey, id: target, pageSize: state.pageSize, signal })
      .then((page) => {
        if (!current()) return;
        tries.current = 0;
        if (page !== null) return setFound({ id: target, page });
        setMissing(t("def.record.not_in_view"));
        clear();
      })
      .catch(() => current() && clear());
  }, [target, onPage, loading, rowKey, dataProvider, clear, t]);

  // Turned to again when another write of the URL in the same moment put the old page back, a few times at most.
  const { page, setPage } = list.state;
  useEffect(() => {
    if (!found || found.id !== target || onPage || page === found.page || tries.current >= PAGE_TRIES) return;
    tries.current += 1;
    setPage(found.page);
  }, [found, target, onPage, page, setPage]);

  useEffect(() => {
    if (target === null || !onPage) return;
    sought.current = null;
    let frames = 0;
    let marked: Element | null = null;
    let frame = 0;
    const mark = () => {
      marked = document.querySelector(selectorOf(target));
      if (!marked && ++frames < DRAW_FRAMES) {
        frame = requestAnimationFrame(mark);
        return;
      }
      marked?.setAttribute("aria-current", "true");
      marked?.scrollIntoView?.({ block: "center" });
    };
    mark();
    const timer = setTimeout(clear, SPOTLIGHT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      marked?.removeAttribute("aria-current");
    };
  }, [target, onPage, clear]);

  const said = target !== null && onPage ? t("def.record.highlighted", { page }) : missing;
  return (
    <>
      {target !== null && onPage && <style>{styleOf(target, token.colorWarningBg, token.colorWarning)}</style>}
      <div role="status" style={VISUALLY_HIDDEN}>
        {said}
      </div>
    </>
  );
};
