import { useState } from "react";
import { screen } from "@testing-library/react";
import { render } from "./widgetsTranslate";
import userEvent from "@testing-library/user-event";
import { Rating, type RatingProps } from "@/components/widgets/Rating";

const Harness = ({
  initial = 0,
  onValue,
  ...props
}: Omit<RatingProps, "value" | "onChange"> & { initial?: number; onValue?: (value: number) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <Rating
      label="Quality"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
};

const stars = () => screen.getAllByRole("radio");
const checked = () => stars().findIndex((star) => star.getAttribute("aria-checked") === "true") + 1;
/** Star `value` is the checked one and has the focus. */
const expectCheckedAndFocused = (value: number) => {
  expect(checked()).toBe(value);
  expect(stars()[value - 1]).toHaveFocus();
};

describe("Rating input", () => {
  it("shows 5 stars by default in a radio group named by its label", () => {
    render(<Harness />);
    expect(screen.getByRole("radiogroup", { name: "Quality" })).toBeInTheDocument();
    expect(stars()).toHaveLength(5);
    expect(stars().map((star) => star.getAttribute("aria-label"))).toEqual([
      "1 of 5",
      "2 of 5",
      "3 of 5",
      "4 of 5",
      "5 of 5",
    ]);
  });

  it("marks only the chosen star as checked and makes it the single tab stop", () => {
    render(<Harness initial={3} />);
    expect(stars().map((star) => star.getAttribute("aria-checked"))).toEqual([
      "false",
      "false",
      "true",
      "false",
      "false",
    ]);
    expect(stars().map((star) => star.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
  });

  it("makes the first star the tab stop when nothing is chosen yet", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(stars()[0]).toHaveFocus();
    expect(checked()).toBe(0);
  });

  it("sets the value by click", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.click(stars()[3]);
    expect(onValue).toHaveBeenLastCalledWith(4);
    expect(checked()).toBe(4);
  });

  it("sets the focused star with Enter and with Space", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness initial={1} onValue={onValue} />);
    stars()[2].focus();
    await user.keyboard("{Enter}");
    expect(onValue).toHaveBeenLastCalledWith(3);
    stars()[4].focus();
    await user.keyboard(" ");
    expect(onValue).toHaveBeenLastCalledWith(5);
    expect(checked()).toBe(5);
  });

  it("steps with the arrow keys, moves focus along and clamps to 1..countStars", async () => {
    const user = userEvent.setup();
    render(<Harness initial={4} />);
    stars()[3].focus();
    await user.keyboard("{ArrowRight}");
    expectCheckedAndFocused(5);
    await user.keyboard("{ArrowRight}{ArrowUp}");
    expect(checked()).toBe(5);
    await user.keyboard("{ArrowLeft}{ArrowDown}");
    expectCheckedAndFocused(3);
    await user.keyboard("{ArrowDown}{ArrowLeft}{ArrowLeft}");
    expect(checked()).toBe(1);
    await user.keyboard("{ArrowUp}");
    expect(checked()).toBe(2);
  });

  it("jumps to 1 with Home and to countStars with End", async () => {
    const user = userEvent.setup();
    render(<Harness initial={3} countStars={7} />);
    expect(stars()).toHaveLength(7);
    stars()[2].focus();
    await user.keyboard("{End}");
    expectCheckedAndFocused(7);
    await user.keyboard("{Home}");
    expectCheckedAndFocused(1);
  });

  it("ignores input when read-only", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness initial={2} readOnly onValue={onValue} />);
    expect(screen.queryAllByRole("radio")).toHaveLength(0);
    await user.click(screen.getByRole("img", { name: "Quality: 2 of 5" }));
    expect(onValue).not.toHaveBeenCalled();
  });
});

describe("Rating display", () => {
  const fills = (container: HTMLElement) =>
    [...container.querySelectorAll("[data-fill]")].map((star) => star.getAttribute("data-fill"));

  it("is a single image named by label and value", () => {
    render(<Rating value={3.5} label="Store rating" />);
    expect(screen.getByRole("img", { name: "Store rating: 3.5 of 5" })).toBeInTheDocument();
  });

  it("shows a half star for a half value when allowHalf is set", () => {
    const { container } = render(<Rating value={3.5} allowHalf />);
    expect(fills(container)).toEqual(["full", "full", "full", "half", "empty"]);
  });

  it("rounds to whole stars without allowHalf", () => {
    const { container } = render(<Rating value={3.4} />);
    expect(fills(container)).toEqual(["full", "full", "full", "empty", "empty"]);
  });

  it("shows the value as text with showValue", () => {
    render(<Rating value={3.5} allowHalf showValue />);
    expect(screen.getByText("3.5")).toBeInTheDocument();
  });

  it("hides the value text without showValue", () => {
    render(<Rating value={3.5} allowHalf />);
    expect(screen.queryByText("3.5")).toBeNull();
  });

  it("uses the translated default name without a label", () => {
    render(<Rating value={4} />);
    expect(screen.getByRole("img", { name: "Rating: 4 of 5" })).toBeInTheDocument();
  });
});
