import { useState } from "react";
import { Flex, Switch, Tag, Typography, type TableColumnsType } from "antd";
import { EditOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import type { SmsCountry, SmsService } from "@/api/types/sms";
import { useConfirm } from "@/components/widgets";
import { useCan } from "@/providers/useCan";
import { DeleteRowAction, RowAction } from "@/components/table/RowAction";
import { SmsTable } from "./SmsLayout";
import { useListTable } from "../views/useListTable";
import { CountryDialog } from "./CountryDialog";
import { SearchAddToolbar } from "./SearchAddToolbar";
import { CountryFlag } from "@/components/locale";
import { smsConfigs } from "@/registry/areas/sms";
import { useCountrySwitch } from "./useCountrySwitch";
import { useLocales } from "@/components/locale/useLocales";
import { CellText } from "@/components/table/CellText";
import { useConfirmedDelete } from "../views/useConfirmedDelete";

/** The countries one service serves: switch them on and off, add, edit and (OWNER) delete. */
export const CountriesTable = ({ service }: { service: SmsService }) => {
  const t = useTranslate();
  const { search, setSearch, rows, tableProps } = useListTable<SmsCountry>(smsConfigs, {
    filters: { serviceId: service.id },
  });
  const locales = useLocales({ failureTitle: "sms-service.countries.locales_failed" });
  const switches = useCountrySwitch(rows);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const remove = useConfirmedDelete<SmsCountry>(confirm);
  const can = useCan();
  const canEdit = can(smsConfigs.name, "edit");
  const canDelete = can(smsConfigs.name, "delete");
  const [dialog, setDialog] = useState<{ open: boolean; country: SmsCountry | null }>({ open: false, country: null });

  const deleteCountry = (country: SmsCountry) =>
    remove(smsConfigs.name, country.id, {
      title: t("sms-service.countries.delete_title", { code: country.countryCode, service: service.name }),
      description: t("sms-service.countries.delete_text"),
      confirmText: t("sms-service.countries.delete"),
      success: t("sms-service.countries.deleted", { code: country.countryCode }),
      failed: t("sms-service.countries.delete_failed"),
      fallback: t("sms-service.countries.delete_failed"),
    });

  const columns: TableColumnsType<SmsCountry> = [
    {
      key: "countryCode",
      dataIndex: "countryCode",
      title: t("sms-service.countries.fields.countryCode"),
      render: (code: string) => <CountryFlag code={code} />,
    },
    {
      key: "marker",
      dataIndex: "marker",
      title: t("sms-service.countries.fields.marker"),
      render: (marker: string) =>
        marker ? <CellText text={marker} code maxWidth={160} /> : <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      key: "localeId",
      dataIndex: "localeId",
      title: t("sms-service.countries.fields.localeId"),
      render: (id: number) => {
        const locale = locales.byId.get(id);
        if (!locale) return <Typography.Text type="secondary">{locales.loading ? "…" : `#${id}`}</Typography.Text>;
        return (
          <Flex gap={8} align="center" wrap>
            <span>{locale.name}</span>
            {locale.type === "TEST" && <Tag bordered>{t("sms-service.countries.test_locale")}</Tag>}
          </Flex>
        );
      },
    },
    {
      key: "isActive",
      title: t("sms-service.countries.fields.isActive"),
      width: 110,
      render: (_: unknown, row) => (
        <Switch
          checked={switches.isActive(row)}
          loading={switches.isPending(row)}
          disabled={!canEdit || switches.isPending(row)}
          aria-label={t("sms-service.countries.switch_label", { code: row.countryCode })}
          onChange={(next) => void switches.toggle(row, next)}
        />
      ),
    },
    ...(canEdit || canDelete
      ? [
          {
            key: "actions",
            title: t("sms-service.countries.fields.actions"),
            width: 110,
            render: (_: unknown, row: SmsCountry) => (
              <Flex gap={4}>
                {canEdit && (
                  <RowAction
                    tip={t("sms-service.countries.edit", { code: row.countryCode })}
                    icon={<EditOutlined aria-hidden />}
                    onClick={() => setDialog({ open: true, country: row })}
                  />
                )}
                {canDelete && (
                  <DeleteRowAction
                    tip={t("sms-service.countries.delete_named", { code: row.countryCode })}
                    onClick={() => void deleteCountry(row)}
                  />
                )}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <SmsTable<SmsCountry>
        columns={columns}
        {...tableProps}
        emptyText={search ? t("sms-service.countries.no_match") : t("sms-service.countries.empty")}
        toolbar={
          <SearchAddToolbar
            search={search}
            onSearch={setSearch}
            placeholder={t("sms-service.countries.search")}
            addLabel={t("sms-service.countries.add")}
            onAdd={canEdit ? () => setDialog({ open: true, country: null }) : undefined}
          />
        }
      />
      <CountryDialog
        key={dialog.country?.id ?? "new"}
        open={dialog.open}
        service={service}
        country={dialog.country}
        locales={locales}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      {confirmDialog}
    </>
  );
};

export default CountriesTable;
