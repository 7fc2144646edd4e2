import { useState } from "react";
import { UploadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Flex, Typography, Upload, type UploadProps } from "antd";
import { userEndpoints } from "@/api/endpoints/users";
import type { User } from "@/api/types";
import { tk } from "@/providers/i18n";
import { toast } from "@/providers/notification";
import { useAuthStore } from "@/state/auth";
import { checkAvatarFile } from "./avatarCheck";
import { AVATAR_ACCEPT, AVATAR_FORMATS_TEXT, AVATAR_MAX_MB, megabytes, type AvatarProblem } from "./avatarFile";

const PROBLEM_KEYS: Record<AvatarProblem["kind"], string> = {
  invalid_type: tk("profile.avatar_invalid_type"),
  empty: tk("profile.avatar_empty"),
  too_large: tk("profile.avatar_too_large"),
  invalid_content: tk("profile.avatar_invalid_content"),
};

interface AvatarUploadProps {
  onUploaded: (user: User) => void;
}

/** `accept` only filters the chooser, so extension, size and content are checked before sending. */
export const AvatarUpload = ({ onUploaded }: AvatarUploadProps) => {
  const t = useTranslate();
  const setStoreUser = useAuthStore((s) => s.setUser);
  const [uploading, setUploading] = useState(false);

  const send = async (file: File): Promise<void> => {
    setUploading(true);
    try {
      const updated = await userEndpoints.updateAvatar(file);
      // The header reads the store, so its avatar changes together with the dialog's.
      setStoreUser(updated);
      onUploaded(updated);
      toast("success", t("profile.avatar_updated"));
    } catch {
      toast("error", t("profile.error_updating_avatar"));
    } finally {
      setUploading(false);
    }
  };

  const refuse = (problem: AvatarProblem): void => {
    const values = { formats: AVATAR_FORMATS_TEXT, max: AVATAR_MAX_MB };
    const size = problem.kind === "too_large" ? { size: megabytes(problem.size) } : {};
    toast("error", t(PROBLEM_KEYS[problem.kind], { ...values, ...size }));
  };

  const checkAndSend = async (file: File): Promise<void> => {
    const problem = await checkAvatarFile(file);
    if (problem) refuse(problem);
    else await send(file);
  };

  const beforeUpload: UploadProps["beforeUpload"] = (file) => {
    void checkAndSend(file);
    // Either way antd must neither post the file itself nor keep it in a list we never show.
    return Upload.LIST_IGNORE;
  };

  return (
    <Flex vertical align="center" gap={4}>
      <Upload
        accept={AVATAR_ACCEPT}
        showUploadList={false}
        maxCount={1}
        beforeUpload={beforeUpload}
        disabled={uploading}
        aria-label={t("profile.avatar_input_label")}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {t("profile.upload_avatar")}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("profile.avatar_hint", { formats: AVATAR_FORMATS_TEXT })}
      </Typography.Text>
    </Flex>
  );
};
