import { act, fireEvent, renderHook, screen } from "@testing-library/react";
import { render } from "./widgetsTranslate";
import { SearchInput } from "@/components/widgets/SearchInput";
import { useDebouncedValue } from "@/components/widgets/useDebouncedValue";
import { fakeTimersPerTest } from "../../support/fakeTimers";

const box = () => screen.getByRole("searchbox", { name: "Search" });
// user-event waits on real timers between keystrokes, so these timing tests fire input events directly.
const type = (text: string) => {
  for (let end = 1; end <= text.length; end += 1) fireEvent.change(box(), { target: { value: text.slice(0, end) } });
};

describe("SearchInput", () => {
  fakeTimersPerTest();

  it("searches once, 500 ms after the last keystroke", () => {
    const onSearch = vi.fn();
    render(<SearchInput onSearch={onSearch} />);
    type("ab");
    act(() => vi.advanceTimersByTime(300));
    type("abc");
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("abc");
    act(() => vi.advanceTimersByTime(5000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("honours a custom debounceMs", () => {
    const onSearch = vi.fn();
    render(<SearchInput onSearch={onSearch} debounceMs={200} />);
    type("x");
    act(() => vi.advanceTimersByTime(199));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith("x");
  });

  it("clears at once with the clear button", () => {
    const onSearch = vi.fn();
    const { container } = render(<SearchInput onSearch={onSearch} value="old" />);
    const clear = container.querySelector(".ant-input-clear-icon");
    expect(clear).not.toBeNull();
    fireEvent.click(clear as Element);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("");
    expect(box()).toHaveValue("");
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("searches at once on Enter and drops the pending debounce", () => {
    const onSearch = vi.fn();
    render(<SearchInput onSearch={onSearch} />);
    type("abc");
    fireEvent.keyDown(box(), { key: "Enter", keyCode: 13 });
    expect(onSearch).toHaveBeenCalledWith("abc");
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  // A list's search writes the URL from its render's params: a filter chosen just before typing
  // was lost when the debounce called the handler of the keystroke's render (users.spec's race).
  it("hands the debounced text to the newest onSearch, not the one of the keystroke's render", () => {
    const before = vi.fn();
    const after = vi.fn();
    const { rerender } = render(<SearchInput onSearch={before} />);
    type("newbie");
    rerender(<SearchInput onSearch={after} />);
    act(() => vi.advanceTimersByTime(500));
    expect(before).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledWith("newbie");
  });
});

describe("useDebouncedValue", () => {
  fakeTimersPerTest();

  it("follows the value after 500 ms of quiet by default", () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: "a" } });
    rerender({ value: "ab" });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe("a");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("ab");
  });

  it("restarts the wait on every change", () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 100), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    act(() => vi.advanceTimersByTime(99));
    rerender({ value: 3 });
    act(() => vi.advanceTimersByTime(99));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(3);
  });
});
