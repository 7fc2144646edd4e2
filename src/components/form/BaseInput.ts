/**
 * antd's Input without its compound parts: `Input` from "antd" attaches TextArea, Search, OTP and
 * Password to itself, ~6 KB gzip that the sign-in forms never show. It is the same component, so it
 * renders and types exactly as antd's.
 */
export { default as Input } from "antd/es/input/Input";
