/** antd's Input without TextArea, Search, OTP and Password (~6 KB gzip the sign-in forms never show). */
export { default as Input } from "antd/es/input/Input";
