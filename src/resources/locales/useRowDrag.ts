import { useState, type DragEvent, type HTMLAttributes } from "react";

/** Native drag and drop; the dragged id is held here, as some browsers hide `dataTransfer` until the drop. */
export const useRowDrag = (enabled: boolean, onDrop: (id: number, targetId: number) => void) => {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setDragging(null);
    setOver(null);
  };

  const rowProps = (id: number): HTMLAttributes<HTMLElement> =>
    enabled
      ? {
          draggable: true,
          onDragStart: (event: DragEvent<HTMLElement>) => {
            setDragging(id);
            if (event.dataTransfer) {
              event.dataTransfer.effectAllowed = "move";
              // Firefox starts a drag only when some data is set.
              event.dataTransfer.setData("text/plain", String(id));
            }
          },
          onDragOver: (event: DragEvent<HTMLElement>) => {
            if (dragging === null) return;
            // Accepting the drop: without this the browser refuses it.
            event.preventDefault();
            if (event.dataTransfer) event.dataTransfer.dropEffect = "move";
            if (over !== id) setOver(id);
          },
          onDrop: (event: DragEvent<HTMLElement>) => {
            event.preventDefault();
            if (dragging !== null && dragging !== id) onDrop(dragging, id);
            end();
          },
          onDragEnd: end,
        }
      : {};

  return { rowProps, dragging, over };
};
