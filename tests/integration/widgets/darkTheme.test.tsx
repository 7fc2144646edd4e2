import { screen } from "@testing-library/react";
import { render } from "./widgetsTranslate";
import { ConfigProvider, theme } from "antd";
import { ChipsInput } from "@/components/widgets/ChipsInput";
import { Rating } from "@/components/widgets/Rating";

const dark = theme.getDesignToken({ algorithm: theme.darkAlgorithm });
const light = theme.getDesignToken();

const styleVar = (element: Element | null, name: string) =>
  (element as HTMLElement | null)?.style.getPropertyValue(name);

describe("widgets under the dark theme", () => {
  it("colours the chips box from the dark tokens", () => {
    render(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <ChipsInput value={["a"]} />
      </ConfigProvider>,
    );
    const root = screen.getByRole("list").closest("[style]");
    expect(dark.colorBgContainer).not.toBe(light.colorBgContainer);
    expect(styleVar(root, "--chips-bg")).toBe(dark.colorBgContainer);
    expect(styleVar(root, "--chips-text")).toBe(dark.colorText);
  });

  it("draws empty stars from the dark fill token", () => {
    render(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <Rating value={2} label="Quality" />
      </ConfigProvider>,
    );
    const rating = screen.getByRole("img", { name: "Quality: 2 of 5" });
    expect(styleVar(rating, "--rating-empty")).toBe(dark.colorFillContent);
    expect(styleVar(rating, "--rating-color")).toBe(dark.yellow6);
  });
});
