import { useState } from "react";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { render } from "./widgetsTranslate";
import userEvent from "@testing-library/user-event";
import { ChipsInput, type ChipsInputProps } from "@/components/widgets/ChipsInput";

type HarnessProps = Omit<ChipsInputProps, "value" | "onChange"> & {
  initial?: string[];
  onValue?: (value: string[]) => void;
};

const Harness = ({ initial = [], onValue, ...props }: HarnessProps) => {
  const [value, setValue] = useState(initial);
  return (
    <ChipsInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
};

const chips = () =>
  within(screen.getByRole("list"))
    .queryAllByRole("listitem")
    .map((item) => item.textContent);
const input = () => screen.getByRole("textbox", { name: "Add items" });

describe("ChipsInput", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("adds a chip on Enter and on comma, and shows the count against the default 500", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), "apple{Enter}pear,plum{Enter}");
    expect(chips()).toEqual(["apple", "pear", "plum"]);
    expect(screen.getByText("3 / 500")).toBeInTheDocument();
    expect(input()).toHaveValue("");
  });

  it("removes tabs, newlines and # % $ & / from typed chips", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.type(input(), "#ke%y$w&o/rd{Enter}");
    await user.click(input());
    await user.paste("tab\there");
    await user.keyboard("{Enter}");
    expect(onValue).toHaveBeenLastCalledWith(["keyword", "tabhere"]);
  });

  it("splits a multi-line paste into many chips", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.paste("one\ntwo,three\r\nfour\n\n");
    expect(chips()).toEqual(["one", "two", "three", "four"]);
  });

  it("flags a duplicate in red and removes it after 1000 ms", () => {
    // user-event waits on real timers between steps, so this timing test drives the DOM directly.
    vi.useFakeTimers();
    const onValue = vi.fn();
    render(<Harness initial={["apple"]} onValue={onValue} />);
    fireEvent.change(input(), { target: { value: "apple" } });
    fireEvent.keyDown(input(), { key: "Enter" });

    const flagged = screen.getAllByRole("listitem")[1];
    expect(flagged).toHaveTextContent("apple");
    expect(flagged).toHaveAttribute("aria-invalid", "true");
    expect(flagged.firstElementChild?.className).toMatch(/invalid/);
    expect(screen.getByRole("alert")).toHaveTextContent("Already in the list, removed: apple");
    expect(onValue).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(999));
    expect(chips()).toEqual(["apple", "apple"]);
    act(() => vi.advanceTimersByTime(1));
    expect(chips()).toEqual(["apple"]);
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("keeps duplicates when they are allowed", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["same"]} allowDuplicates />);
    await user.type(input(), "same{Enter}");
    expect(chips()).toEqual(["same", "same"]);
    expect(screen.getAllByRole("listitem").every((item) => !item.hasAttribute("aria-invalid"))).toBe(true);
  });

  it("refuses input beyond the default maximum of 500", () => {
    const full = Array.from({ length: 500 }, (_, i) => `k${i}`);
    const onValue = vi.fn();
    render(<Harness initial={full} onValue={onValue} />);
    fireEvent.change(input(), { target: { value: "extra" } });
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("You can add at most 500 items");
    expect(screen.getByText("500 / 500")).toBeInTheDocument();
  });

  it("refuses input beyond a custom maximum", async () => {
    const user = userEvent.setup();
    render(<Harness max={3} />);
    await user.click(input());
    await user.paste("a\nb\nc\nd");
    expect(chips()).toEqual(["a", "b", "c"]);
    expect(screen.getByRole("alert")).toHaveTextContent("You can add at most 3 items");
    expect(screen.getByText("3 / 3")).toBeInTheDocument();
  });

  it("removes the last chip with Backspace on an empty input", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["a", "b"]} />);
    await user.click(input());
    await user.keyboard("{Backspace}");
    expect(chips()).toEqual(["a"]);
    await user.type(input(), "c{Backspace}");
    expect(chips()).toEqual(["a"]);
  });

  it("removes a chip with its labelled remove button and keeps focus in the widget", async () => {
    const user = userEvent.setup();
    render(<Harness initial={["a", "b", "c"]} />);
    await user.click(screen.getByRole("button", { name: "Remove b" }));
    expect(chips()).toEqual(["a", "c"]);
    expect(input()).toHaveFocus();
  });
});
