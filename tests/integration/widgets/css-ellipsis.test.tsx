import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { Typography } from "antd";
import { afterEach, vi } from "vitest";
import { useCssEllipsis } from "@/components/widgets/useCssEllipsis";

const Cut = ({ rows, children }: { rows?: number; children: (className: string) => ReactNode }) => (
  <>{children(useCssEllipsis(rows))}</>
);

const html = (node: ReactNode): string => {
  const { container, unmount } = render(node);
  const markup = container.innerHTML;
  unmount();
  return markup;
};

afterEach(() => vi.restoreAllMocks());

describe("useCssEllipsis", () => {
  it("gives a text the markup antd's `ellipsis` gives it", () => {
    expect(
      html(
        <Cut>
          {(className) => (
            <Typography.Text strong type="secondary" className={className}>
              Emily Carter
            </Typography.Text>
          )}
        </Cut>,
      ),
    ).toBe(
      html(
        <Typography.Text strong type="secondary" ellipsis>
          Emily Carter
        </Typography.Text>,
      ),
    );
  });

  it("gives a paragraph the classes of antd's multi-line `ellipsis`", () => {
    const ours = html(
      <Cut rows={2}>
        {(className) => <Typography.Paragraph className={className}>A description</Typography.Paragraph>}
      </Cut>,
    );
    const antds = html(<Typography.Paragraph ellipsis={{ rows: 3 }}>A description</Typography.Paragraph>);
    const classes = (markup: string) => /class="([^"]*)"/.exec(markup)?.[1];
    expect(classes(ours)).toBe(classes(antds));
  });

  it("measures nothing, where antd's `ellipsis` reads the text's box after rendering", () => {
    const measure = vi.spyOn(Element.prototype, "getBoundingClientRect");
    html(<Cut>{(className) => <Typography.Text className={className}>Emily Carter</Typography.Text>}</Cut>);
    expect(measure).not.toHaveBeenCalled();
    html(<Typography.Text ellipsis>Emily Carter</Typography.Text>);
    expect(measure).toHaveBeenCalled();
  });
});
