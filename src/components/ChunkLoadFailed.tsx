import { DisconnectOutlined } from "@ant-design/icons";
import { IconResult } from "@/components/IconResult";
import { useT } from "@/providers/useT";
import { ReloadButton } from "./ReloadButton";

/** A page's code did not arrive (offline, or past the 120 s chunk time-out). */
export const ChunkLoadFailed = () => {
  const t = useT();
  return (
    <IconResult
      status="warning"
      icon={<DisconnectOutlined aria-hidden />}
      title={t("error.chunk.title", "This page could not be loaded")}
      subTitle={t("error.chunk.description", "The page loads again as soon as you are back online.")}
      extra={<ReloadButton />}
    />
  );
};
