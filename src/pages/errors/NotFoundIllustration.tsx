import { theme } from "antd";

interface NotFoundIllustrationProps {
  label: string;
  width?: number;
}

/** A lost-signpost drawing painted with theme tokens, so it reads well in light and dark. */
export const NotFoundIllustration = ({ label, width = 240 }: NotFoundIllustrationProps) => {
  const { token } = theme.useToken();
  return (
    <svg role="img" aria-label={label} width={width} viewBox="0 0 240 180" xmlns="http://www.w3.org/2000/svg">
      <title>{label}</title>
      <ellipse cx="120" cy="160" rx="96" ry="12" fill={token.colorFillSecondary} />
      <rect x="114" y="54" width="12" height="108" rx="4" fill={token.colorTextQuaternary} />
      <path d="M58 40h104l18 16-18 16H58z" fill={token.colorPrimary} />
      <path d="M182 86H78l-18 16 18 16h104z" fill={token.colorPrimaryBorder} />
      <text
        x="110"
        y="62"
        textAnchor="middle"
        fontSize="22"
        fontWeight="700"
        fontFamily={token.fontFamily}
        fill={token.colorTextLightSolid}
      >
        404
      </text>
      <circle cx="138" cy="102" r="4" fill={token.colorPrimary} />
      <circle cx="122" cy="102" r="4" fill={token.colorPrimary} />
      <circle cx="106" cy="102" r="4" fill={token.colorPrimary} />
      <circle cx="120" cy="34" r="7" fill={token.colorTextQuaternary} />
    </svg>
  );
};
