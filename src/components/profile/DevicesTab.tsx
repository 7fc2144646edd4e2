import { useState } from "react";
import { LogoutOutlined } from "@ant-design/icons";
import { useLogout, useTranslate } from "@refinedev/core";
import { Alert, Button, Popconfirm, Table, Tag, theme, Typography, type TableColumnsType } from "antd";
import type { Device } from "@/api/types";
import { useProfileDialog } from "@/components/layout/profileDialogStore";
import { toast } from "@/providers/notification";
import { shortToken } from "./shortToken";
import { useDevices } from "./useDevices";

export const DevicesTab = () => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const { devices, loading, failed, reload, logOut } = useDevices();
  const { mutate: signOut, isPending: signingOut } = useLogout();
  const closeDialog = useProfileDialog((s) => s.close);
  const [busyToken, setBusyToken] = useState<string | null>(null);

  const endSession = async (device: Device): Promise<void> => {
    // Ending this very session is a sign-out: refine's logout ends it on the server, clears
    // the client state and goes to /auth, which a bare DELETE would leave half done. The
    // dialog closes first so it does not pop up again after the next sign-in.
    if (device.current) {
      closeDialog();
      signOut();
      return;
    }
    setBusyToken(device.token);
    try {
      await logOut(device.token);
      toast("success", t("profile.devices.logged_out"));
    } catch {
      toast("error", t("profile.error_logging_out_device"));
    } finally {
      setBusyToken(null);
    }
  };

  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        message={t("profile.error_loading_devices")}
        action={
          <Button size="small" onClick={reload}>
            {t("profile.retry")}
          </Button>
        }
      />
    );
  }

  const columns: TableColumnsType<Device> = [
    {
      key: "device",
      title: t("profile.devices.device"),
      dataIndex: "device",
      render: (_: unknown, row) => (
        <>
          <Typography.Text>{row.device}</Typography.Text>
          {row.current && (
            <Tag color="success" style={{ marginInlineStart: 8 }}>
              {t("profile.devices.current")}
            </Tag>
          )}
        </>
      ),
    },
    {
      key: "token",
      title: t("profile.devices.token"),
      dataIndex: "token",
      render: (_: unknown, row) => (
        <Typography.Text code title={row.token}>
          {shortToken(row.token)}
        </Typography.Text>
      ),
    },
    {
      key: "actions",
      title: t("profile.devices.actions"),
      align: "end",
      render: (_: unknown, row) => (
        <Popconfirm
          title={row.current ? t("profile.devices.logout_current_confirm") : t("profile.devices.logout_confirm")}
          okText={t("profile.devices.logout")}
          okButtonProps={{ danger: true }}
          onConfirm={() => endSession(row)}
        >
          <Button
            danger
            size="small"
            // The buttons' red is dark enough to carry white text; as text on the dialog it needs
            // the page's lighter error red to keep 4.5:1 in the dark theme.
            style={{ color: token.colorError, borderColor: token.colorError }}
            icon={<LogoutOutlined />}
            loading={busyToken === row.token || (row.current && signingOut)}
            aria-label={t("profile.devices.logout_device", { device: row.device })}
          >
            {t("profile.devices.logout")}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Table<Device>
      rowKey="token"
      size="small"
      columns={columns}
      dataSource={devices}
      loading={loading}
      pagination={false}
      locale={{ emptyText: t("profile.devices.empty") }}
    />
  );
};
