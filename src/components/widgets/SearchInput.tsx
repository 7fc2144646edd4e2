import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Input } from "antd";
import type { SearchProps } from "antd/es/input";
import { useTranslate } from "@refinedev/core";
import { TIMING } from "@/config";

interface SearchInputProps extends Omit<SearchProps, "value" | "defaultValue" | "onChange" | "onSearch"> {
  value?: string;
  /** called after `debounceMs` of quiet, at once on Enter, the search button or clearing */
  onSearch?: (value: string) => void;
  onChange?: (value: string) => void;
  debounceMs?: number;
}

export const SearchInput = ({
  value = "",
  onSearch,
  onChange,
  debounceMs = TIMING.searchDebounceMs,
  placeholder,
  allowClear = true,
  ...searchProps
}: SearchInputProps) => {
  const t = useTranslate();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The last text handed to onSearch, so the debounce does not repeat a search already made.
  const searched = useRef(value);

  // A new applied search from outside (a link, a reset) replaces the typed text.
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  useEffect(() => {
    searched.current = value;
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The debounce calls the newest onSearch, not the one of the keystroke's render, which may act
  // on state changed since (a list's search once dropped a filter chosen just before the typing).
  const latestOnSearch = useRef(onSearch);
  useLayoutEffect(() => {
    latestOnSearch.current = onSearch;
  });

  const fire = (next: string) => {
    clearTimeout(timer.current);
    searched.current = next;
    latestOnSearch.current?.(next);
  };

  const handleChange = (next: string) => {
    setText(next);
    onChange?.(next);
    clearTimeout(timer.current);
    // An emptied box means "show everything"; waiting for that would only feel slow.
    if (next === "") {
      if (searched.current !== "") fire("");
      return;
    }
    timer.current = setTimeout(() => {
      if (next !== searched.current) fire(next);
    }, debounceMs);
  };

  return (
    <Input.Search
      aria-label={searchProps["aria-label"] ?? placeholder ?? t("def.widgets.search.placeholder")}
      {...searchProps}
      placeholder={placeholder ?? t("def.widgets.search.placeholder")}
      allowClear={allowClear}
      value={text}
      onChange={(event) => handleChange(event.target.value)}
      onSearch={(next) => fire(next)}
    />
  );
};
