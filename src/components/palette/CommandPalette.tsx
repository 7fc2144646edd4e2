import { useCallback, useEffect, useRef, useState, type CSSProperties } from "react";
import { PlusOutlined, SearchOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Modal, theme } from "antd";
import { Command } from "cmdk";
import { useNavigate } from "react-router";
import { useAuthStore } from "@/state/auth";
import { groupLabelKey, resourceLabelKey } from "@/registry/labels";
import { useDebouncedValue } from "@/components/widgets/useDebouncedValue";
import { CREATE_REQUEST } from "@/components/layout/createRequest";
import { MAIN_CONTENT_ID } from "@/components/layout/SkipLink";
import { areaLabel } from "./areaLabel";
import { MIN_RECORD_SEARCH, paletteCreates, palettePages, paletteSearchAreas } from "./paletteCommands";
import { PaletteStatus } from "./PaletteStatus";
import { usePalette } from "./paletteStore";
import { PreferenceGroup } from "./PreferenceGroup";
import { RecordGroup, type RecordSearchState } from "./RecordGroup";
import styles from "./CommandPalette.module.css";
import { VISUALLY_HIDDEN } from "@/lib/visuallyHidden";

type After = "return-focus" | "main";

/** antd's tokens as the variables CommandPalette.module.css reads, so both themes follow without rules of their own. */
const tokenVariables = (token: ReturnType<typeof theme.useToken>["token"]): CSSProperties =>
  ({
    "--palette-selected": token.controlItemBgActive,
    "--palette-muted": token.colorTextSecondary,
    "--palette-border": token.colorBorderSecondary,
    "--palette-text": token.colorText,
    "--palette-radius": `${token.borderRadius}px`,
  }) as CSSProperties;

/** What the palette shows and runs; mounted afresh on each opening (the Modal destroys it when hidden). */
const PaletteBody = ({ onDone }: { onDone: (after: After) => void }) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const [search, setSearch] = useState("");
  const input = useRef<HTMLInputElement>(null);
  // The dialog opens for typing: the field takes focus as soon as it is in the page (antd would
  // otherwise focus the dialog's frame once its opening motion ends).
  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  const term = useDebouncedValue(search.trim());
  const [records, setRecords] = useState<Record<string, RecordSearchState>>({});
  const [chosen, setChosen] = useState("");
  const list = useRef<HTMLDivElement>(null);
  const onRecordState = useCallback(
    (area: string, state: RecordSearchState) => setRecords((all) => ({ ...all, [area]: state })),
    [],
  );

  const go = (path: string, state?: unknown) => {
    onDone("main");
    void navigate(path, { state });
  };

  const searched = term.length >= MIN_RECORD_SEARCH ? Object.values(records) : [];
  const recordCount = searched.reduce((n, r) => n + r.count, 0);
  const status = searched.some((r) => r.loading)
    ? t("palette.records.searching")
    : searched.some((r) => r.failed)
      ? t("palette.records.failed")
      : "";

  // cmdk chooses the first match when the search changes, before the records of that search
  // arrive: when nothing else matched, the first record found becomes the choice, so Enter opens it.
  useEffect(() => {
    const items = [...(list.current?.querySelectorAll<HTMLElement>("[cmdk-item]") ?? [])];
    if (items.some((item) => item.getAttribute("data-value") === chosen)) return;
    const first = items.find((item) => item.getAttribute("aria-disabled") !== "true")?.getAttribute("data-value");
    if (first) setChosen(first);
  }, [recordCount, chosen]);

  return (
    <Command
      label={t("palette.input")}
      loop
      value={chosen}
      onValueChange={setChosen}
      className={styles.root}
      style={tokenVariables(token)}
    >
      <div className={styles.inputRow}>
        <SearchOutlined aria-hidden className={styles.inputIcon} />
        <Command.Input
          value={search}
          onValueChange={setSearch}
          ref={input}
          placeholder={t("palette.placeholder")}
          className={styles.input}
        />
      </div>
      <Command.List ref={list} label={t("palette.results")} className={styles.list}>
        <Command.Group heading={t("palette.groups.pages")}>
          {palettePages(user).map((page) => (
            <Command.Item
              key={page.name}
              value={`${t(resourceLabelKey(page))} ${page.routes.list}`}
              keywords={page.meta.group ? [t(groupLabelKey(page.meta.group))] : undefined}
              onSelect={() => go(page.routes.list)}
              className={styles.item}
            >
              <span className={styles.label}>{t(resourceLabelKey(page))}</span>
              {page.meta.group && <span className={styles.hint}>{t(groupLabelKey(page.meta.group))}</span>}
            </Command.Item>
          ))}
        </Command.Group>
        {paletteCreates(user).length > 0 && (
          <Command.Group heading={t("palette.groups.create")}>
            {paletteCreates(user).map((area) => {
              const create = area.create;
              if (!create) return null;
              return (
                <Command.Item
                  key={area.name}
                  value={t(create.label)}
                  keywords={[areaLabel(area, t)]}
                  onSelect={() => (create.path ? go(create.path) : go(area.routes.list, CREATE_REQUEST))}
                  className={styles.item}
                >
                  <PlusOutlined aria-hidden className={styles.icon} />
                  <span className={styles.label}>{t(create.label)}</span>
                  <span className={styles.hint}>{areaLabel(area, t)}</span>
                </Command.Item>
              );
            })}
          </Command.Group>
        )}
        {paletteSearchAreas(user).map((area) => (
          <RecordGroup key={area.name} area={area} term={term} onState={onRecordState} onOpen={(path) => go(path)} />
        ))}
        <PreferenceGroup onDone={() => onDone("return-focus")} />
      </Command.List>
      <PaletteStatus busy={status} records={recordCount} />
    </Command>
  );
};

/** The command palette (Ctrl+K / ⌘K): an antd Modal around cmdk; focus returns to its opener or to the new page. */
export default function CommandPalette() {
  const t = useTranslate();
  const isOpen = usePalette((s) => s.isOpen);
  const close = usePalette((s) => s.close);
  const [after, setAfter] = useState<After>("return-focus");

  const done = (next: After) => {
    setAfter(next);
    close();
  };
  const afterClose = () => {
    const target = after === "main" ? document.getElementById(MAIN_CONTENT_ID) : usePalette.getState().returnFocus;
    // A dialog the command opened (a create) has taken focus already: it keeps it.
    const unclaimed = !document.activeElement || document.activeElement === document.body;
    if (unclaimed && target?.isConnected) target.focus();
    setAfter("return-focus");
  };

  return (
    <Modal
      open={isOpen}
      onCancel={() => done("return-focus")}
      afterClose={afterClose}
      title={t("palette.title")}
      footer={null}
      closable={false}
      destroyOnHidden
      focusTriggerAfterClose={false}
      width={600}
      style={{ top: 80 }}
      styles={{ header: VISUALLY_HIDDEN, content: { padding: 0, overflow: "hidden" } }}
    >
      <PaletteBody onDone={done} />
    </Modal>
  );
}
