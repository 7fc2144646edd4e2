import { useState, type DragEvent, type HTMLAttributes } from "react";

/**
 * Pointer reordering with the browser's own drag and drop (no library: the keyboard has the move
 * buttons). The dragged id is held here rather than read from `dataTransfer`, which some browsers
 * hide until the drop and jsdom lacks.
 */
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
