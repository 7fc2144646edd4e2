import { useLayoutEffect, useRef, type ReactNode } from "react";
import type { AuthTab } from "./authTabs";
import type { PrismTurn } from "./usePrismTurn";
import { matchesMedia, REDUCED_MOTION_QUERY } from "@/lib/useMediaQuery";
import styles from "./AuthPrism.module.css";

const PRISM_TURN_MS = 600;

const prefersReducedMotion = (): boolean => matchesMedia(REDUCED_MOTION_QUERY);

interface AuthPrismProps {
  current: AuthTab;
  turn: PrismTurn | null;
  endTurn: (id: number) => void;
  renderFace: (tab: AuthTab) => ReactNode;
}

/** A prism turn with the Web Animations API (restarts cleanly mid-turn); reduced motion swaps. */
export const AuthPrism = ({ current, turn, endTurn, renderFace }: AuthPrismProps) => {
  const prism = useRef<HTMLDivElement>(null);
  const leavingFace = useRef<HTMLDivElement>(null);
  const currentFace = useRef<HTMLDivElement>(null);

  // The leaving face is inert, so focus inside it (a tab just clicked or arrowed to, a submit
  // button) would drop to the page: it moves to the new face's selected tab instead.
  useLayoutEffect(() => {
    const leaving = leavingFace.current;
    const active = document.activeElement;
    if (!leaving || !(active === document.body || leaving.contains(active))) return;
    currentFace.current
      ?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
      ?.focus({ preventScroll: true });
  }, [current]);

  // A layout effect: the first painted frame of a turn already has the prism at its start angle.
  useLayoutEffect(() => {
    if (!turn) return;
    const el = prism.current;
    if (!el || typeof el.animate !== "function" || prefersReducedMotion()) {
      endTurn(turn.id);
      return;
    }
    const half = el.offsetWidth / 2;
    el.style.setProperty("--half", `${half}px`);
    const animation = el.animate(
      [
        { transform: `translateZ(${-half}px) rotateY(0deg)` },
        { transform: `translateZ(${-half}px) rotateY(${-90 * turn.direction}deg)` },
      ],
      // Holding the last frame until the faces are swapped avoids a one-frame flash of the old face.
      { duration: PRISM_TURN_MS, easing: "ease-in-out", fill: "forwards" },
    );
    animation.onfinish = () => endTurn(turn.id);
    return () => animation.cancel();
  }, [turn, endTurn]);

  const entering = turn ? (turn.direction > 0 ? styles.enterFromRight : styles.enterFromLeft) : undefined;

  return (
    <div className={styles.scene}>
      <div ref={prism} className={styles.prism}>
        {turn && turn.from !== current && (
          <div key={turn.from} ref={leavingFace} className={`${styles.face} ${styles.leaving}`} aria-hidden inert>
            {renderFace(turn.from)}
          </div>
        )}
        <div key={current} ref={currentFace} className={entering ? `${styles.face} ${entering}` : styles.face}>
          {renderFace(current)}
        </div>
      </div>
    </div>
  );
};
