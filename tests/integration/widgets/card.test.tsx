import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { Card as AntdCard, ConfigProvider, Result, Tag } from "antd";
import { WarningFilled } from "@ant-design/icons";
import { Card } from "@/components/widgets/Card";
import { IconResult } from "@/components/IconResult";

const markup = (element: ReactElement) => render(element).container.innerHTML;

/*
 * The widget stands in for antd's Card on every list and chart page (antd's brings Tabs along):
 * a screenshot must not tell them apart, so each case compares the two renderings' markup.
 */
describe("Card", () => {
  const cases: [string, Parameters<typeof Card>[0]][] = [
    ["a borderless body", { variant: "borderless", children: "rows" }],
    ["an outlined card, as antd's default", { children: "rows" }],
    [
      "a title and an extra, with styles and classes per part",
      {
        variant: "borderless",
        title: "Keyword positions",
        extra: <Tag>7 days</Tag>,
        className: "chart",
        style: { height: "100%" },
        styles: { header: { minHeight: 40 }, body: { padding: 8 }, title: { fontSize: 14 } },
        classNames: { body: "body-class", extra: "extra-class" },
        children: "chart",
      },
    ],
    ["a hoverable small card with an id", { hoverable: true, size: "small", id: "tile", children: "tile" }],
  ];

  it.each(cases)("renders %s as antd's Card does", (_name, props) => {
    expect(markup(<Card {...props} />)).toBe(markup(<AntdCard {...props} />));
  });

  it("follows the ConfigProvider's card settings and size as antd's does", () => {
    const inProvider = (card: ReactElement) => (
      <ConfigProvider componentSize="small" card={{ className: "app-card", styles: { body: { padding: 4 } } }}>
        {card}
      </ConfigProvider>
    );
    expect(markup(inProvider(<Card title="Totals">1</Card>))).toBe(
      markup(inProvider(<AntdCard title="Totals">1</AntdCard>)),
    );
  });
});

describe("IconResult", () => {
  it("renders a warning as antd's Result does", () => {
    const extra = <button type="button">Try again</button>;
    expect(markup(<IconResult status="warning" icon={<WarningFilled />} title="Failed" extra={extra} />)).toBe(
      markup(<Result status="warning" title="Failed" extra={extra} />),
    );
  });
});
