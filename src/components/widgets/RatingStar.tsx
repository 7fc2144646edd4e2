import { StarFilled } from "@ant-design/icons";
import type { StarFill } from "./ratingKeys";
import styles from "./Rating.module.css";

export const RatingStar = ({ fill }: { fill: StarFill }) => (
  <>
    <StarFilled aria-hidden />
    {fill !== "empty" && (
      <span className={styles.overlay} style={{ width: fill === "half" ? "50%" : "100%" }} aria-hidden>
        <StarFilled />
      </span>
    )}
  </>
);
