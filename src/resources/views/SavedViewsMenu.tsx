import { useState } from "react";
import { DeleteOutlined, LayoutOutlined, LinkOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Flex, Input, Popover, Typography } from "antd";
import { useCopy } from "@/components/widgets/useCopy";
import { useCssEllipsis } from "@/components/widgets/useCssEllipsis";
import { toast } from "@/providers/notification";
import type { ListDeclaration } from "@/registry/types";
import type { ColumnChoice } from "./useColumnChoice";
import { useSavedViews } from "./useSavedViews";
import { ToolbarButton } from "./ToolbarButton";

const MAX_NAME = 60;

/** Save, apply, link to or delete a list's named views (filters, search, sort, size and columns). */
export const SavedViewsMenu = ({
  area,
  tableKey,
  choice,
  compact,
}: {
  area: ListDeclaration;
  tableKey: string;
  choice: ColumnChoice;
  compact?: boolean;
}) => {
  const t = useTranslate();
  const cut = useCssEllipsis();
  const { views, save, apply, remove, linkTo } = useSavedViews(area, tableKey, choice);
  const copy = useCopy("table.view_link_copied", "table.view_link_failed");
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setProblem(t("table.view_name_required"));
    if (trimmed.length > MAX_NAME)
      return setProblem(t("def.resource.max_length", { field: t("table.view_name"), max: MAX_NAME }));
    save(trimmed);
    setName("");
    setProblem(null);
    toast("success", t("table.view_saved", { name: trimmed }));
  };

  const content = (
    <Flex vertical gap={8} style={{ width: 280, maxWidth: "calc(100vw - 48px)" }}>
      <Typography.Text strong id={`${tableKey}-views-title`}>
        {t("table.views_title")}
      </Typography.Text>
      <Flex vertical gap={2} role="group" aria-labelledby={`${tableKey}-views-title`}>
        {views.length === 0 && <Typography.Text type="secondary">{t("table.views_none")}</Typography.Text>}
        {views.map((view) => (
          <Flex key={view.name} align="center" justify="space-between" gap={4}>
            <Button type="link" style={{ paddingInline: 0, minWidth: 0 }} onClick={() => apply(view)}>
              <Typography.Text className={cut} style={{ color: "inherit" }}>
                {view.name}
              </Typography.Text>
            </Button>
            <Flex gap={2}>
              <Button
                type="text"
                size="small"
                icon={<LinkOutlined aria-hidden />}
                aria-label={t("table.view_copy", { name: view.name })}
                onClick={() => void copy(linkTo(view))}
              />
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t("table.view_delete", { name: view.name })}
                onClick={() => remove(view.name)}
              />
            </Flex>
          </Flex>
        ))}
      </Flex>
      <Flex gap={4} align="start">
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          <Input
            size="small"
            value={name}
            aria-label={t("table.view_name")}
            placeholder={t("table.view_name")}
            status={problem ? "error" : undefined}
            aria-invalid={!!problem}
            aria-describedby={problem ? `${tableKey}-view-problem` : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setProblem(null);
            }}
            onPressEnter={submit}
          />
          {problem && (
            <Typography.Text type="danger" id={`${tableKey}-view-problem`} role="alert" style={{ fontSize: 12 }}>
              {problem}
            </Typography.Text>
          )}
        </Flex>
        <Button size="small" type="primary" onClick={submit}>
          {t("table.view_save")}
        </Button>
      </Flex>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content}>
      <ToolbarButton
        compact={compact}
        icon={<LayoutOutlined aria-hidden />}
        label={`${t("table.views")}${views.length > 0 ? ` (${views.length})` : ""}`}
      />
    </Popover>
  );
};
