import { ROUTES } from "@/api/redirect";
import { HomeOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button } from "antd";
import { IconResult } from "@/components/IconResult";
import { useNavigate } from "react-router";
import { NotFoundIllustration } from "./NotFoundIllustration";

const NotFound = () => {
  const t = useTranslate();
  const navigate = useNavigate();

  return (
    <IconResult
      icon={<NotFoundIllustration label={t("error.not_found.image_alt")} />}
      title={t("error.not_found.message")}
      subTitle={t("error.not_found.description")}
      extra={
        <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate(ROUTES.home)}>
          {t("error.not_found.go_home")}
        </Button>
      }
    />
  );
};

export default NotFound;
