import { createContext, useCallback, useContext, useMemo, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import IconButton from '@mui/material/IconButton';
import TableBody from '@mui/material/TableBody';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';

/** A click that ends a drag is not a row click (it would open the row). */
const CLICK_AFTER_DRAG_MS = 250;

const DragEndedContext = createContext<() => boolean>(() => false);
type Handle = Pick<ReturnType<typeof useSortable>, 'setActivatorNodeRef' | 'attributes' | 'listeners'> & { disabled: boolean };
const HandleContext = createContext<Handle | null>(null);

interface BodyProps {
  /** Row ids in display order. */
  ids: readonly string[];
  onMove: (from: number, to: number) => void;
  /** Names the row being dragged, for screen reader announcements. */
  nameOf: (id: string) => string;
  children: ReactNode;
}

/**
 * A table body whose rows are dragged by their handle (pointer, touch, or the keyboard: Space on
 * the handle picks the row up, arrows move it, Space drops it); a drop hands `onMove` the indexes.
 */
export function SortableTableBody({ ids, onMove, nameOf, children }: BodyProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { t } = useTranslation('menu');
  const endedAt = useRef(0);
  const justDragged = useCallback(() => Date.now() - endedAt.current < CLICK_AFTER_DRAG_MS, []);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    endedAt.current = Date.now();
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const name = (id: unknown) => nameOf(String(id));
  const position = (id: unknown) => ids.indexOf(String(id)) + 1;
  const announcements = useMemo(
    () => ({
      onDragStart: ({ active }: { active: { id: unknown } }) =>
        t('reorder.pickedUp', { name: name(active.id), position: position(active.id), total: ids.length }),
      onDragOver: ({ active, over }: { active: { id: unknown }; over: { id: unknown } | null }) =>
        over
          ? t('reorder.movedTo', { name: name(active.id), position: position(over.id), total: ids.length })
          : t('reorder.notOver', { name: name(active.id) }),
      onDragEnd: ({ active, over }: { active: { id: unknown }; over: { id: unknown } | null }) =>
        over
          ? t('reorder.droppedAt', { name: name(active.id), position: position(over.id), total: ids.length })
          : t('reorder.dropped', { name: name(active.id) }),
      onDragCancel: ({ active }: { active: { id: unknown } }) => t('reorder.cancelled', { name: name(active.id) }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ids, nameOf, t],
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      onDragCancel={() => (endedAt.current = Date.now())}
      accessibility={{
        // the hidden instructions and live region are divs, which a <table> may not hold
        container: document.body,
        announcements,
        screenReaderInstructions: { draggable: t('reorder.instructions') },
      }}
    >
      <SortableContext items={ids as string[]} strategy={verticalListSortingStrategy}>
        <DragEndedContext.Provider value={justDragged}>
          <TableBody>{children}</TableBody>
        </DragEndedContext.Provider>
      </SortableContext>
    </DndContext>
  );
}

/** A row of a `SortableTableBody`; put a `DragHandle` in one of its cells. */
export function SortableRow({ id, disabled = false, onClick, onKeyDown, style, ...props }: TableRowProps & { id: string; disabled?: boolean }) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id, disabled });
  const justDragged = useContext(DragEndedContext);
  const handle = useMemo(() => ({ setActivatorNodeRef, attributes, listeners, disabled }), [setActivatorNodeRef, attributes, listeners, disabled]);
  return (
    <HandleContext.Provider value={handle}>
      <TableRow
        ref={setNodeRef}
        {...props}
        selected={isDragging || props.selected}
        onClick={(e: MouseEvent<HTMLTableRowElement>) => {
          if (!justDragged()) onClick?.(e);
        }}
        onKeyDown={(e: KeyboardEvent<HTMLTableRowElement>) => {
          // the row's keys are for the focused row only, not for the handle and buttons inside it
          // (a handle's Space / Arrow keys must still reach dnd-kit's document listener)
          if (e.target === e.currentTarget) onKeyDown?.(e);
        }}
        style={{ ...style, transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : undefined }}
      />
    </HandleContext.Provider>
  );
}

/** The grip a row is dragged by. */
export function DragHandle({ label }: { label: string }) {
  const handle = useContext(HandleContext);
  if (!handle) return null;
  const { setActivatorNodeRef, attributes, listeners, disabled } = handle;
  return (
    <IconButton
      ref={setActivatorNodeRef}
      size="small"
      {...attributes}
      {...listeners}
      aria-label={label}
      disabled={disabled}
      onClick={(e) => e.stopPropagation()}
      sx={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
}
