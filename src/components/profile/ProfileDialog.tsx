import { useState } from "react";
import { useTranslate } from "@refinedev/core";
import { Tabs, type TabsProps } from "antd";
import { returnProfileFocus, useProfileDialog } from "@/components/layout/profileDialogStore";
import { DevicesTab } from "./DevicesTab";
import { MainInfoTab } from "./MainInfoTab";
import { PasswordTab } from "./PasswordTab";
import { useProfileUser } from "./useProfileUser";
import { CloseOnlyDialog } from "@/components/widgets/CloseOnlyDialog";

const TAB_KEYS = ["main", "password", "devices"] as const;
type TabKey = (typeof TAB_KEYS)[number];
const isTabKey = (key: string): key is TabKey => (TAB_KEYS as readonly string[]).includes(key);

/** Destroyed on close, so every opening fetches a fresh user and starts on the first tab. */
const ProfileContent = () => {
  const t = useTranslate();
  const { user, loading, replace } = useProfileUser();
  const [active, setActive] = useState<TabKey>("main");

  const items: TabsProps["items"] = [
    {
      key: "main",
      label: t("profile.tabs.main_info"),
      children: <MainInfoTab user={user} loading={loading} onUserChange={replace} />,
    },
    { key: "password", label: t("profile.tabs.password"), children: <PasswordTab /> },
    // Rendered only while selected, so each visit to the tab lists the sessions afresh.
    { key: "devices", label: t("profile.tabs.devices"), children: active === "devices" ? <DevicesTab /> : null },
  ];

  return <Tabs activeKey={active} onChange={(key) => isTabKey(key) && setActive(key)} items={items} />;
};

/** The user profile dialog; opened through `useProfileDialog` from anywhere. */
const ProfileDialog = () => {
  const t = useTranslate();
  const isOpen = useProfileDialog((s) => s.isOpen);
  const close = useProfileDialog((s) => s.close);

  return (
    <CloseOnlyDialog
      open={isOpen}
      title={t("profile.title")}
      onClose={close}
      closeText={t("profile.close")}
      afterClose={returnProfileFocus}
      destroyOnHidden
      width={720}
    >
      <ProfileContent />
    </CloseOnlyDialog>
  );
};

export default ProfileDialog;
