import { useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from "react";
import { TIMING } from "@/config";
import { Tip } from "@/components/widgets/Tip";

interface Shown {
  element: HTMLElement;
  tip: string;
}

const tipOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>("[data-tip]") : null;

/** One tooltip for every `data-tip` element of a virtual table, instead of a Tooltip per button. */
export const VirtualTips = ({ children }: { children: ReactNode }) => {
  const [shown, setShown] = useState<Shown | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = (element: HTMLElement, delayMs: number) => {
    clearTimeout(timer.current);
    const tip = element.dataset.tip ?? "";
    timer.current = setTimeout(() => setShown({ element, tip }), delayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setShown(null);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!shown) return;
    // Rows scrolled away unmount their buttons: the tip must not stay behind on another row.
    window.addEventListener("wheel", hide, { passive: true, capture: true });
    window.addEventListener("scroll", hide, { passive: true, capture: true });
    return () => {
      window.removeEventListener("wheel", hide, { capture: true });
      window.removeEventListener("scroll", hide, { capture: true });
    };
  }, [shown]);

  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    const element = tipOf(event.target);
    if (element && element !== shown?.element) show(element, TIMING.tooltipDelayMs);
  };
  const onPointerOut = (event: PointerEvent<HTMLDivElement>) => {
    const element = tipOf(event.target);
    if (element && !element.contains(event.relatedTarget as Node | null)) hide();
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const element = tipOf(event.target);
    if (element && element.matches(":focus-visible")) show(element, 0);
  };
  const rect = shown?.element.isConnected ? shown.element.getBoundingClientRect() : null;

  return (
    // display: contents: the wrapper takes no box, so the table lays out as before.
    <div
      style={{ display: "contents" }}
      onPointerOver={onPointerOver}
      onPointerOut={onPointerOut}
      onFocus={onFocus}
      onBlur={hide}
    >
      {children}
      {shown && rect && (
        <Tip open title={shown.tip}>
          <span
            aria-hidden
            style={{
              position: "fixed",
              left: rect.left,
              top: rect.top,
              width: rect.width,
              height: rect.height,
              pointerEvents: "none",
            }}
          />
        </Tip>
      )}
    </div>
  );
};
