import { useMemo, useState, type ReactNode } from "react";
import { Flex, theme, Typography } from "antd";
import { GlobalOutlined } from "@ant-design/icons";
import { htmlLangCode } from "@/lib/locales";
import { useUiStore } from "@/state/ui";
import { flagUrl, normalizeCountryCode } from "./flags";

const FLAG_WIDTH = 24;
const FLAG_HEIGHT = 18;

export const useCountryName = (): ((code: string) => string) => {
  const language = useUiStore((s) => s.language);
  // One Intl.DisplayNames per language, and the same function while it holds (memoised columns keep it).
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([htmlLangCode(language)], { type: "region" });
    } catch {
      names = null;
    }
    return (code: string) => {
      try {
        return names?.of(normalizeCountryCode(code)) ?? code;
      } catch {
        return code;
      }
    };
  }, [language]);
};

/** A flag from the flag service; when it cannot load, a neutral globe, and the code still reads. */
export const CountryFlag = ({ code, label }: { code: string; label?: ReactNode }) => {
  const { token } = theme.useToken();
  const countryName = useCountryName();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = flagUrl(code);
  const showImage = src !== null && failedSrc !== src;

  return (
    <Flex align="center" gap={8}>
      {showImage ? (
        <img
          src={src}
          width={FLAG_WIDTH}
          height={FLAG_HEIGHT}
          alt={countryName(code)}
          loading="lazy"
          onError={() => setFailedSrc(src)}
          style={{ borderRadius: 2, boxShadow: `0 0 0 1px ${token.colorBorderSecondary}`, flexShrink: 0 }}
        />
      ) : (
        <Flex
          align="center"
          justify="center"
          aria-hidden
          data-testid="flag-fallback"
          style={{
            width: FLAG_WIDTH,
            height: FLAG_HEIGHT,
            flexShrink: 0,
            borderRadius: 2,
            background: token.colorFillSecondary,
            color: token.colorTextTertiary,
            fontSize: 12,
          }}
        >
          <GlobalOutlined />
        </Flex>
      )}
      {/* A long name ("English (United States)") wraps beside its flag between words, never inside one:
          antd's "break-word" let a table squeeze the column to a letter a line. */}
      <Typography.Text style={{ minWidth: 0, wordBreak: "normal" }}>{label ?? code}</Typography.Text>
    </Flex>
  );
};
