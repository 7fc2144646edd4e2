import { ConfigProvider, Select, theme } from "antd";

export interface KeywordPickerProps {
  label: string;
  value: readonly string[];
  available: readonly string[];
  onChange: (keywords: string[]) => void;
}

/**
 * The keywords drawn on the chart. Its placeholder is in the theme's tertiary text, not antd's
 * placeholder grey (#bfbfbf on white, 1.83:1), which axe refuses in both themes.
 */
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
