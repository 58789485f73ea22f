// Drag-to-reorder for the lists the group orders by hand (a Ship lineup, a casualty order): HTML5 drag events on
// each row, any number of lists on one screen. The keyboard moves a focused row too (Alt+ArrowUp/Down, announced
// through the hook's live region), and the rows keep their move buttons.
import { createElement, useState, type DragEvent, type KeyboardEvent } from 'react';
import { keyMove, movedWords } from './reorder';

export { moved } from './reorder';

/** A row's place for the keyboard: how many rows its list has and what to call it when it moves. */
export interface RowKeys {
  count: number;
  name: string;
  /** Drag only by the grip given `handleProps` (rows with fields to type in). */
  byHandle?: boolean;
}

/**
 * `rowProps(list, i, move, keys)` on each row: a drop on another row of the same list calls move(from, to), and so
 * does Alt+ArrowUp/Down on the row or anything focused in it (the row then takes the focus in its new place).
 * `move` returns false when the move was refused (nothing is announced). The row is dragged by itself, or only by a
 * grip given `handleProps(list, i)`; `dragging(list, i)` for its look. Render `announcer` once beside the lists.
 */
export function useDragOrder() {
  const [drag, setDrag] = useState<{ list: string; index: number } | null>(null);
  const [said, setSaid] = useState('');
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
    announcer: createElement('p', { className: 'sr-only', role: 'status', 'aria-live': 'polite' }, said),
    rowProps: (list: string, i: number, move: (from: number, to: number) => boolean | void, keys: RowKeys) => ({
      ...(keys.byHandle ? {} : handleProps(list, i)),
      tabIndex: 0,
      'aria-keyshortcuts': 'Alt+ArrowUp Alt+ArrowDown',
      onKeyDown: (ev: KeyboardEvent<HTMLElement>) => {
        const to = keyMove(ev.key, ev.altKey, i, keys.count);
        if (to === null) return;
        ev.preventDefault();
        ev.stopPropagation();
        const rows = ev.currentTarget.parentElement;
        if (to !== i && move(i, to) === false) return;
        setSaid(movedWords(keys.name, i, to, keys.count));
        // Rows keyed by place keep the focus where it was: follow the row to its new place.
        requestAnimationFrame(() => (rows?.children[to] as HTMLElement | undefined)?.focus());
      },
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
