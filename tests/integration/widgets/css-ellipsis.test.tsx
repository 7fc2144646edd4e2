import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { Typography } from "antd";
import { afterEach, vi } from "vitest";
import { useCssEllipsis } from "@/components/widgets/useCssEllipsis";

const Cut = ({ children }: { children: (className: string) => ReactNode }) => <>{children(useCssEllipsis())}</>;

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

  it("measures nothing, where antd's `ellipsis` reads the text's box after rendering", () => {
    const measure = vi.spyOn(Element.prototype, "getBoundingClientRect");
    html(<Cut>{(className) => <Typography.Text className={className}>Emily Carter</Typography.Text>}</Cut>);
    expect(measure).not.toHaveBeenCalled();
    html(<Typography.Text ellipsis>Emily Carter</Typography.Text>);
    expect(measure).toHaveBeenCalled();
  });
});
