/** antd's Checkbox without Checkbox.Group (~0.6 KB gzip the sign-in form never shows). */
export { default as Checkbox } from "antd/es/checkbox/Checkbox";
