import type { ReactNode, SyntheticEvent } from "react";
import { GlobalOutlined } from "@ant-design/icons";
import type { LiteCells } from "@/components/table/liteCells";
import { flagUrl } from "./flags";

const FLAG_WIDTH = 24;
const FLAG_HEIGHT = 18;
/** Flags that did not load: a row drawn again (a virtual table's, on scroll) shows the globe at once. */
const failedFlags = new Set<string>();

const fallbackStyle = (lite: LiteCells) => ({
  width: FLAG_WIDTH,
  height: FLAG_HEIGHT,
  flexShrink: 0,
  borderRadius: 2,
  background: lite.token.colorFillSecondary,
  color: lite.token.colorTextTertiary,
  fontSize: 12,
});

/** Swaps a flag that failed for the globe drawn hidden beside it, as CountryFlag's state does. */
const onFlagError = (event: SyntheticEvent<HTMLImageElement>) => {
  const img = event.currentTarget;
  failedFlags.add(img.src);
  img.style.display = "none";
  const globe = img.nextElementSibling;
  if (globe instanceof HTMLElement) globe.style.display = "";
};

/** CountryFlag as plain elements for virtual tables; `name` is the image's alt. */
export const liteFlag = (lite: LiteCells, code: string, name: string, label: ReactNode): ReactNode => {
  const src = flagUrl(code);
  const showImage = src !== null && !failedFlags.has(src);
  const globe = (waiting: boolean) =>
    lite.row(
      <GlobalOutlined />,
      { ...fallbackStyle(lite), ...(waiting ? { display: "none" } : {}) },
      { justifyCenter: true, hidden: true },
    );
  return lite.row(
    <>
      {showImage && (
        <img
          src={src}
          width={FLAG_WIDTH}
          height={FLAG_HEIGHT}
          alt={name}
          loading="lazy"
          onError={onFlagError}
          style={{ borderRadius: 2, boxShadow: `0 0 0 1px ${lite.token.colorBorderSecondary}`, flexShrink: 0 }}
        />
      )}
      {globe(showImage)}
      {lite.label(label)}
    </>,
    { whiteSpace: "nowrap", gap: 8 },
  );
};
