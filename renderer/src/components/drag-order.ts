// Drag-to-reorder for the lists the group orders by hand (a Ship lineup, a casualty order): HTML5 drag events on
// each row, any number of lists on one screen. The rows keep their move buttons for the keyboard.
import { useState, type DragEvent } from 'react';

export { moved } from './reorder';

/**
 * `rowProps(list, i, move)` on each row: a drop on another row of the same list calls move(from, to). The row is
 * dragged by itself, or only by a grip given `handleProps(list, i)` (rows with fields to type in);
 * `dragging(list, i)` for its look.
 */
export function useDragOrder() {
  const [drag, setDrag] = useState<{ list: string; index: number } | null>(null);
  const handleProps = (list: string, i: number) => ({
    draggable: true,
    onDragStart: (ev: DragEvent<HTMLElement>) => {
      ev.dataTransfer.effectAllowed = 'move';
      ev.dataTransfer.setData('text/plain', `${list} ${i + 1}`);
      const row = ev.currentTarget.closest('li');
      if (row && row !== ev.currentTarget) ev.dataTransfer.setDragImage(row, 12, 12); // the whole row follows the pointer
      setDrag({ list, index: i });
    },
    onDragEnd: () => setDrag(null),
  });
  return {
    dragging: (list: string, i: number) => drag?.list === list && drag.index === i,
    handleProps,
    rowProps: (list: string, i: number, move: (from: number, to: number) => void, byHandle = false) => ({
      ...(byHandle ? {} : handleProps(list, i)),
      onDragOver: (ev: DragEvent) => {
        if (drag?.list === list) ev.preventDefault();
      },
      onDrop: (ev: DragEvent) => {
        ev.preventDefault();
        if (drag?.list === list && drag.index !== i) move(drag.index, i);
        setDrag(null);
      },
    }),
  };
}
