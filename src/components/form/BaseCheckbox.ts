/**
 * antd's Checkbox without Checkbox.Group, which `Checkbox` from "antd" attaches to itself (~0.6 KB
 * gzip that the sign-in form never shows). It is the same component, so it renders and types
 * exactly as antd's.
 */
export { default as Checkbox } from "antd/es/checkbox/Checkbox";
