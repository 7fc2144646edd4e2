import { ConfigProvider, Select, theme } from "antd";

interface KeywordPickerProps {
  label: string;
  value: readonly string[];
  available: readonly string[];
  onChange: (keywords: string[]) => void;
}

/** Placeholder in the theme's tertiary text: antd's #bfbfbf is 1.83:1 on white, which axe refuses. */
export const KeywordPicker = ({ label, value, available, onChange }: KeywordPickerProps) => {
  const { token } = theme.useToken();
  return (
    <ConfigProvider theme={{ components: { Select: { colorTextPlaceholder: token.colorTextTertiary } } }}>
      <Select<string[]>
        mode="multiple"
        aria-label={label}
        placeholder={label}
        value={[...value]}
        onChange={onChange}
        options={available.map((k) => ({ value: k, label: k }))}
        // At most the row's width: on a phone 320 px ran past the screen's edge.
        style={{ minWidth: "min(320px, 100%)", maxWidth: "100%", flex: "1 1 240px" }}
        maxTagCount="responsive"
      />
    </ConfigProvider>
  );
};
